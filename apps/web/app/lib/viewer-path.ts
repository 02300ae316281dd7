/** Where shared pages fetch the viewer from: the server answers it beside the storefront. */
export { VIEWER_PATH } from '@grocer/domain/identity/viewer';
