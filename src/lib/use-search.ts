/**
 * The page's query string, once the island runs in the browser: null while it is rendered at build
 * time (static HTML has no query) and on the first client render, which must match that HTML.
 */
import { useEffect, useState } from "react";

export function useSearch(): URLSearchParams | null {
  const [search, setSearch] = useState<URLSearchParams | null>(null);
  useEffect(() => setSearch(new URLSearchParams(window.location.search)), []);
  return search;
}
