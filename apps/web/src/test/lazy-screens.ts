/** Imported by the tests of screens that show a photo preview (accounts, profile). */
// jsdom has no object URLs; a photo preview only needs a string.
if (typeof URL.createObjectURL !== 'function') {
  let next = 0;
  Object.assign(URL, { createObjectURL: () => `blob:preview-${++next}`, revokeObjectURL: () => {} });
}
