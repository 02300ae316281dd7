/** The resource route shared pages fetch the viewer from (see routes/resources.viewer.ts). */
export const VIEWER_PATH = '/ecom/resources/viewer';
