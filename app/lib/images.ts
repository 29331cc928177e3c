/** URLs of stored images (client-safe): every image is kept at the sizes the pages show. */
export type ImageSize = "avatar" | "card" | "full";

export function uploadUrl(id: string, variant: ImageSize | "document" | "file"): string {
  return `/uploads/${id}/${variant}`;
}

/** The same stored image at another size: `/uploads/{id}/card` becomes `/uploads/{id}/avatar`. */
export function imageVariant(url: string | null | undefined, size: ImageSize): string | null {
  if (!url) return null;
  return url.replace(/^(\/uploads\/[a-f0-9]{32})\/(avatar|card|full)$/, `$1/${size}`);
}
