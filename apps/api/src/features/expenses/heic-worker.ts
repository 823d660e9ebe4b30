// Runs in a worker thread (receipts.ts's pool): decoding a phone's HEIC photo takes seconds of CPU
// (libheif as WebAssembly), which on the main thread would stop every other request meanwhile. Plain
// TypeScript Node strips itself (no enum, no parameter property), as the server's own files.

export interface HeicTask {
  bytes: Uint8Array;
  /** Past this many pixels the photo is refused before it is decoded. */
  maxPixels: number;
}

export interface HeicPixels {
  width: number;
  height: number;
  /** RGBA. */
  data: Uint8ClampedArray;
}

/** RGBA pixels of a HEIC/HEIF photo's first image, or null when it is not one we can read. */
export default async function decodeHeic({ bytes, maxPixels }: HeicTask): Promise<HeicPixels | null> {
  const { default: decode } = await import('heic-decode');
  let images: Awaited<ReturnType<typeof decode.all>> | undefined;
  try {
    images = await decode.all({ buffer: bytes });
    const first = images[0];
    if (!first || first.width * first.height > maxPixels) return null;
    const { width, height, data } = await first.decode();
    return { width, height, data };
  } catch {
    return null;
  } finally {
    images?.dispose();
  }
}
