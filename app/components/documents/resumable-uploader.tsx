import { useEffect, useRef, useState } from "react";

import { Button } from "~/components/ui/button";
import { FileInput, Label, Select } from "~/components/ui/field";
import { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS } from "~/constants";
import { cn } from "~/utils/cn";

type TusUpload = import("tus-js-client").Upload;

/** Each PATCH carries at most this much: a dropped signal loses at most one chunk, proxies never see a huge body. */
const CHUNK_BYTES = 1024 * 1024;
/** Retries while the signal is gone; coming back online restarts a stopped upload at once. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000];

type Status = "starting" | "uploading" | "paused" | "waiting" | "done" | "failed";
type Item = { id: string; name: string; sent: number; total: number; status: Status; message?: string };

const STATUS_TEXT: Record<Status, string> = {
  starting: "Starting…",
  uploading: "Uploading",
  paused: "Paused",
  waiting: "Waiting for the signal…",
  done: "Uploaded",
  failed: "Not uploaded",
};

function megabytes(bytes: number) {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function refusalOf(error: Error): string | null {
  const response = (error as { originalResponse?: { getBody(): string } | null }).originalResponse;
  const body = response?.getBody();
  if (!body) return null;
  try {
    return (JSON.parse(body) as { message?: string }).message ?? null;
  } catch {
    return body;
  }
}

/**
 * The uploader the page shows when JavaScript runs: several files at once through the tus protocol, each with a
 * progress bar, pause and resume; a cut-off upload continues where it stopped, also after a reload (tus-js-client
 * keeps each file's upload address on the device). tus-js-client loads on the first file picked.
 */
export function ResumableUploader({
  projectId,
  documentId,
  listUrl,
}: {
  projectId: number;
  documentId?: number;
  listUrl: string;
}) {
  const [items, setItems] = useState<Item[]>([]);
  const [category, setCategory] = useState("");
  const uploads = useRef(new Map<string, TusUpload>());

  const update = (id: string, change: Partial<Item>) =>
    setItems((all) => all.map((item) => (item.id === id ? { ...item, ...change } : item)));

  // Back online: every upload stopped by the dropped signal carries on from the server's offset.
  useEffect(() => {
    const resumeWaiting = () =>
      setItems((all) => {
        for (const item of all) {
          const upload = uploads.current.get(item.id);
          // Stopped first: a retry of its own may still be pending.
          if (item.status === "waiting" && upload) void upload.abort().then(() => upload.start());
        }
        return all.map((item) => (item.status === "waiting" ? { ...item, status: "uploading" } : item));
      });
    window.addEventListener("online", resumeWaiting);
    return () => window.removeEventListener("online", resumeWaiting);
  }, []);

  async function startAll(files: File[]) {
    const { Upload } = await import("tus-js-client");
    for (const file of files) {
      const id = `${file.name}:${file.size}:${file.lastModified}:${Math.random()}`;
      setItems((all) => [...all, { id, name: file.name, sent: 0, total: file.size, status: "starting" }]);
      const upload = new Upload(file, {
        endpoint: "/api/uploads/resumable",
        chunkSize: CHUNK_BYTES,
        retryDelays: RETRY_DELAYS,
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        metadata: {
          filename: file.name,
          projectId: String(projectId),
          ...(documentId ? { documentId: String(documentId) } : {}),
          ...(category ? { category } : {}),
        },
        onProgress: (sent, total) => update(id, { sent, total, status: "uploading" }),
        onSuccess: () => update(id, { status: "done", sent: file.size }),
        onShouldRetry: (error) => {
          const status = (error as { originalResponse?: { getStatus(): number } | null }).originalResponse?.getStatus();
          if (status !== undefined && status >= 400 && status < 500 && status !== 409 && status !== 423) return false;
          if (!navigator.onLine) update(id, { status: "waiting" });
          return true;
        },
        onError: (error) => {
          const refusal = refusalOf(error);
          update(id, refusal ? { status: "failed", message: refusal } : { status: "waiting" });
        },
      });
      uploads.current.set(id, upload);
      const previous = await upload.findPreviousUploads();
      if (previous.length > 0) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    }
  }

  function pause(id: string) {
    void uploads.current.get(id)?.abort();
    update(id, { status: "paused" });
  }

  function resume(id: string) {
    uploads.current.get(id)?.start();
    update(id, { status: "uploading" });
  }

  const uploaded = items.filter((item) => item.status === "done").length;
  const settled = items.every((item) => item.status === "done" || item.status === "failed");
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      {documentId ? null : (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="resumable-category">Category</Label>
          <Select id="resumable-category" value={category} onChange={(event) => setCategory(event.target.value)}>
            <option value="">From the file type (PDF: Drawings, photos: Photos)</option>
            {DOCUMENT_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {DOCUMENT_CATEGORY_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
      )}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="resumable-files">{documentId ? "New version" : "Files"}</Label>
        <FileInput
          id="resumable-files"
          type="file"
          multiple={!documentId}
          onChange={(event) => {
            // Copied first: clearing the input (so the same file can be picked again) empties its live FileList.
            const files = Array.from(event.target.files ?? []);
            event.target.value = "";
            if (files.length) void startAll(files);
          }}
        />
        <p className="text-xs text-muted-foreground">
          Up to 250 MB a file. An upload cut off by a dropped signal carries on from where it stopped, even after a
          reload: pick the same file again.
        </p>
      </div>
      {items.length > 0 ? (
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-3" aria-label="Uploads">
          {items.map((item) => {
            const percent = item.total ? Math.floor((item.sent / item.total) * 100) : 0;
            return (
              <li key={item.id} className="grid grid-cols-[minmax(0,1fr)] gap-2 rounded-md border border-border p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="max-w-full min-w-0 truncate font-medium">{item.name}</span>
                  <span className="text-sm text-muted-foreground" data-status={item.status}>
                    {STATUS_TEXT[item.status]} · {megabytes(item.sent)} of {megabytes(item.total)}
                  </span>
                </div>
                <div
                  role="progressbar"
                  aria-label={`Upload of ${item.name}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  className="h-2 overflow-hidden rounded-full bg-muted"
                >
                  <div
                    className={cn(
                      "h-full transition-[width]",
                      item.status === "failed" ? "bg-destructive" : "bg-primary",
                    )}
                    style={{ width: `${percent}%` }}
                  />
                </div>
                {item.message ? (
                  <p role="alert" className="text-sm text-destructive">
                    {item.message}
                  </p>
                ) : null}
                {item.status === "uploading" || item.status === "starting" ? (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    className="justify-self-start"
                    onClick={() => pause(item.id)}
                  >
                    Pause
                  </Button>
                ) : item.status === "paused" || item.status === "waiting" ? (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    className="justify-self-start"
                    onClick={() => resume(item.id)}
                  >
                    Resume
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {uploaded > 0 && settled ? (
        <p role="status" className="text-sm">
          {uploaded === items.length ? "All uploaded." : `${uploaded} of ${items.length} uploaded.`}{" "}
          <a className="font-medium text-primary underline" href={listUrl}>
            Go to the plan room
          </a>
        </p>
      ) : null}
    </div>
  );
}
