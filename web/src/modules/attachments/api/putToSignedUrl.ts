/** Upload progress of a PUT: bytes sent of the file's size. */
export type UploadProgress = (loaded: number, total: number) => void;

/**
 * PUTs a file straight to a signed blob URL (spec 01 §4, spec 02 §7: block-blob headers, octet-stream). It uses
 * XMLHttpRequest rather than fetch because only XMLHttpRequest reports upload progress. Resolves true on a 2xx.
 */
export function putToSignedUrl(url: string, file: Blob, onProgress?: UploadProgress): Promise<boolean> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('x-ms-blob-type', 'BlockBlob');
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    if (onProgress) request.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    request.onload = () => resolve(request.status >= 200 && request.status < 300);
    request.onerror = () => resolve(false);
    request.onabort = () => resolve(false);
    request.send(file);
  });
}
