/**
 * A picture an editor uploaded that no publish has used yet: kept here, shown to editors only,
 * until the first publish naming it writes it into the content (decisions.md #73).
 */
export interface PendingUpload {
  /** Its file name under public/images, e.g. "team-photo.png". */
  name: string;
  /** Its MIME type, e.g. "image/png". */
  type: string;
  bytes: Buffer;
  /** The name the file was uploaded under, for the sources table. */
  originalName: string;
  credit: { source: string; author: string; licence: string };
  userId: number | null;
  uploadedBy: string;
  uploadedAt: string;
}

/** How long an upload no draft names is kept unpublished before it is purged (decisions.md #74). */
export const pendingUploadKeptDays = 30;

/** Pictures uploaded by editors that no publish has used yet. */
export interface UploadStorage {
  /**
   * Keeps an upload until a publish uses it: "kept" when the name was free, "same" when an upload
   * of that name with these bytes waits already (left as it is), "other" when its bytes differ.
   */
  keepUpload(upload: PendingUpload): Promise<'kept' | 'same' | 'other'>;
  pendingUpload(name: string): Promise<PendingUpload | undefined>;
  /** Every upload waiting for a publish, oldest first. */
  pendingUploads(): Promise<PendingUpload[]>;
  /** The names of the uploads waiting for a publish, without their bytes (for every check). */
  pendingUploadNames(): Promise<string[]>;
  /** Removes the uploads a publish has committed; how many there were. */
  takeUploads(names: readonly string[]): Promise<number>;
  /** Removes the uploads from before `before` except those named in `keep`; their names. */
  purgeUploads(before: Date, keep: readonly string[]): Promise<string[]>;
}
