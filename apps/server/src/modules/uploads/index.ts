// The uploads module's public face: what other modules use of it (uploaded images, and the
// release of one that no row shows any more).
export {
  imageReleaser,
  oldImageIfChanged,
  type ReleaseImage,
  readImageField,
  storeUpload,
  UPLOAD_MESSAGES,
} from './service.ts';
