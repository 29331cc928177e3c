const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

/** A file size as people read it: "812 KB", "14.2 MB", "1.9 GB". */
export function formatBytes(bytes: number): string {
  if (bytes >= GB) return `${(bytes / GB).toFixed(1)} GB`;
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.ceil(bytes / KB)} KB`;
}
