import { resourceServer } from '../../../server/crud/resource-server';
import { reportSongRoutes, songRules } from '../../../server/domains/subject/songs';
import reportsong from './schema';

/**
 * 曲库上报: a reported song on the prohibited list opens its finding in the save (songs.ts); `subjectSongs`
 * (one subject's songs, marked prohibited) is its own route.
 */
export default resourceServer(reportsong, (app) => {
  return { onWrite: songRules(app).onSong, routes: reportSongRoutes };
});
