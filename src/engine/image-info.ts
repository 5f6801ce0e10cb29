// What the build learns of each raster image and the renderer shows: shared by the image
// tooling that writes it and the Img component that reads it.

/** One format's variants of a raster image: `srcset` lists each file with its width. */
export interface ImageSource {
  type: 'image/avif' | 'image/webp';
  srcset: string;
}

/** What the renderer knows of an image file: its real size and its build-time variants. */
export interface ImageInfo {
  width: number;
  height: number;
  /** Empty in `npm run dev`, which serves the original file. */
  sources: ImageSource[];
}

/** Source path ("/images/a.jpg") → its info, for the raster images of one page. */
export type PageImages = Readonly<Record<string, ImageInfo>>;
