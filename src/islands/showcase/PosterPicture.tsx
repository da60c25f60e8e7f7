import type { Poster } from "./tabs";

interface Props {
  poster: Poster;
  /** the `sizes` of the box it fills, so the browser picks the smallest sharp width */
  sizes: string;
  alt: string;
  className?: string;
  loading?: "lazy" | "eager";
  fetchPriority?: "high" | "low" | "auto";
  testId?: string;
}

/** A poster in AVIF where the browser reads it, else WebP, at the width the box needs; sized up front (no layout shift). */
export default function PosterPicture({ poster, sizes, alt, className, loading, fetchPriority, testId }: Props) {
  return (
    <picture>
      {poster.avif && <source type="image/avif" srcSet={poster.avif} sizes={sizes} />}
      <img
        className={className}
        src={poster.src}
        srcSet={poster.webp}
        sizes={poster.webp ? sizes : undefined}
        width={poster.width}
        height={poster.height}
        alt={alt}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding={loading === "lazy" ? "async" : undefined}
        data-testid={testId}
      />
    </picture>
  );
}
