import { resourceServer } from '../../../server/crud/resource-server';
import { cameraRoutes } from '../../../server/domains/camera/camera-routes';
import camera from './schema';

/**
 * 摄像头: the camera base's own calls (the patrol tree, a device's channels, live links through the
 * camera domain's gateway, the open API's token, cameras per market type), camera-routes.ts.
 */
export default resourceServer(camera, () => ({ routes: cameraRoutes }));
