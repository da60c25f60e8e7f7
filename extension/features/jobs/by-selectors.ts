/** Layer (a) of the jobs extractor: the known selectors of each markup generation (./selectors). */
import { cleanText, firstText, queryFirst } from "../shared/dom";
import { formatDescription } from "./description";
import { placeIn, type JobFacts } from "./facts";
import { JOBS } from "./selectors";

/** The pane/page region showing one job (search detail pane or /jobs/view/ body), when its markup is a known one. */
export function detailBySelectors(doc: Document): Element | null {
  return queryFirst(doc, JOBS.JOB_DETAIL);
}

/** The job's top card (title, company, place, apply buttons), when its markup is a known one. */
export function topCardBySelectors(doc: Document): Element | null {
  return queryFirst(detailBySelectors(doc) ?? doc, JOBS.JOB_TOP_CARD);
}

function titleOf(root: ParentNode, doc: Document): string {
  const text = firstText(root, JOBS.JOB_TITLE) || firstText(doc, JOBS.JOB_TITLE);
  return text ? text.split("\n")[0]!.trim() : "";
}

/** The company's display name only: first line, first "·" part (drops ratings, follower counts…). */
function companyOf(card: ParentNode): string {
  const text = firstText(card, JOBS.JOB_COMPANY);
  return cleanText(text.split("\n")[0]?.split("·")[0]);
}

function descriptionOf(root: ParentNode): string {
  const body = queryFirst(root, JOBS.JOB_DESCRIPTION);
  return body ? formatDescription(body, JOBS.JOB_DESCRIPTION_NOISE) : "";
}

export function readBySelectors(doc: Document): Partial<JobFacts> {
  const root: ParentNode = detailBySelectors(doc) ?? doc;
  const card = queryFirst(root, JOBS.JOB_TOP_CARD) ?? root;
  const company = companyOf(card) || companyOf(root);
  return {
    title: titleOf(root, doc),
    company,
    location:
      placeIn(doc, firstText(card, JOBS.JOB_LOCATION), company) || placeIn(doc, firstText(root, JOBS.JOB_LOCATION), company),
    description: descriptionOf(root),
  };
}
