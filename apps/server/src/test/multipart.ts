/**
 * A multipart/form-data body with one file part, as a browser's FormData sends it: for the tests of every upload
 * route (common/upload, the forms' files, supplier/upload), which all read it with one reader
 * (modules/upload/upload-service.ts readUploadedFile).
 */
export function multipart(file: Buffer, { field = "file", filename = "file.bin", type = "application/octet-stream" } = {}) {
  const boundary = "----portal-test-boundary";
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
