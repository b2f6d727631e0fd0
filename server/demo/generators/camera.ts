import { newId } from '../../core/ids';
import { rowByRow, type RowMaker } from './shared/batch';
import { addDays } from '../dates';
import { madeFor } from './shared/made';
import { FINDING_FOUND } from '../../../resources/findings';
import { OPEN_FINDING, courseOf, fateOf, findingHandlers, handleThenComplete, handlerFor } from './shared/findings';
import { changeState } from './shared/state-change';
import { OFFLINE, ONLINE, PLATFORM_GATEWAY, PLATFORM_TEST_SIGNAL } from '../../../resources/camera/camera/schema';
import {
  NOT_A_FINDING,
  REVIEW_APPROVED,
  REVIEW_PENDING,
  REVIEW_REJECTED,
  EVENT_CHOICES,
} from '../../../resources/camera/cameraabnormal/schema';
import { ALARM_CHOICES } from '../../../resources/camera/cameraalarm/schema';
import type { DemoContext, DemoGenerator, Row } from '../types';
import corpus from '../corpus/camera.json';

/**
 * Cameras of the demo tenant and what they report: cameras at a share of the subjects
 * (channel 1, 2, ... of a device per subject), AI events over the last two months (recent ones waiting
 * for review, older ones approved, then handled and completed like findings, or rejected with a cause,
 * with their history), alarms and mask checks over the last month.
 *
 * Demo cameras have no stream source (serial numbers `DEMO-…`, `streamUrl` empty). The first few
 * (PLAYABLE_CAMERAS) are on the test-signal platform: the gateway plays ffmpeg's test pattern for
 * them, made on the server itself, so the patrol page shows live video with no camera or network;
 * they are 在线. The rest are 离线, as they are: a start answers 该摄像头未设置视频源地址. Set a real
 * RTSP or HTTP source on a camera to watch it. The demo has no uploaded files, so no snapshots.
 */

const EVENT_TEXTS: Record<string, string[]> = corpus.eventTexts;
/** How an approved AI event is dealt with (corpus `course`): handled some days after its review, completed some days after that. */
const COURSE = courseOf(corpus.course);
const ALARM_TEXTS: Record<string, string> = corpus.alarmTexts;

const EVENT_DAYS = 60;
/** Demo cameras (the first rows of a run on a fresh tenant) that play the gateway's test signal. */
const PLAYABLE_CAMERAS = 4;
const ALARM_DAYS = 30;

/**
 * `prepare` of a generator whose rows each concern one camera drawn at random (events, alarms, mask
 * checks): `make` gets the camera first, and the staff who handle findings; no rows while the tenant has
 * no camera.
 */
const aboutRandomCamera =
  (
    salt: number,
    make: (ctx: DemoContext, camera: Row, row: Parameters<RowMaker>[0], handlers: readonly string[]) => Row,
  ) =>
  async (ctx: DemoContext) => {
    const cameras = await ctx.rowsOf('camera', ['subjectId', 'deptId', 'regionCode']);
    const handlers = await findingHandlers(ctx);
    return rowByRow(
      ctx,
      salt,
      (row) => make(ctx, cameras[row.rng.int(0, cameras.length - 1)], row, handlers),
      () => cameras.length > 0,
    );
  };

export const cameraGenerator: DemoGenerator = {
  resource: 'camera',
  after: ['subject'],
  count: (scale) => Math.max(30, Math.round(scale * 0.4)),
  prepare: async (ctx) => {
    const subjects = await ctx.rowsOf('subject', ['subjectName', 'deptId', 'regionCode', 'createTime']);
    return rowByRow(
      ctx,
      0x1601,
      ({ rng, i }) => {
        // Subject i mod n, channel by round: (subject, channel) never repeats, whatever the run.
        const subject = subjects[i % subjects.length];
        const channel = Math.floor(i / subjects.length) + 1;
        const time = ctx.timeOf(addDays(ctx.today, -rng.int(60, 200)), rng);
        const playable = i < PLAYABLE_CAMERAS;
        return {
          id: newId(),
          subjectId: String(subject.id),
          cameraName: `${rng.pick(corpus.positions)}${channel > 1 ? channel : ''}`,
          serialNo: `DEMO-${String(subject.id).slice(-8)}`,
          channelNo: channel,
          platform: playable ? PLATFORM_TEST_SIGNAL : PLATFORM_GATEWAY,
          streamUrl: null,
          position: `${String(subject.subjectName ?? '')}${rng.pick(corpus.positions)}`.slice(0, 200),
          online: playable ? ONLINE : OFFLINE,
          lastOnlineTime: playable ? ctx.timeOf(ctx.today, rng) : null,
          ...madeFor(ctx, time, subject),
        };
      },
      () => subjects.length > 0,
    );
  },
};

export const cameraAbnormalGenerator: DemoGenerator = {
  resource: 'cameraabnormal',
  // Handled by the demo's staff (the enforcer accounts), then completed by the admin.
  after: ['camera', 'user'],
  count: (scale) => Math.max(40, Math.round(scale * 0.3)),
  prepare: aboutRandomCamera(0x1602, (ctx, camera, { rng, history, i }, handlers) => {
    const type = rng.pick(EVENT_CHOICES).id;
    const day = addDays(ctx.today, -rng.int(0, EVENT_DAYS));
    const eventTime = ctx.timeOf(day, rng);
    const row: Row = {
      id: newId(),
      subjectId: camera.subjectId,
      cameraId: camera.id,
      eventType: Number(type),
      eventTime,
      snapshot: null,
      description: rng.pick(EVENT_TEXTS[type] ?? EVENT_TEXTS[9]),
      reviewStatus: REVIEW_PENDING,
      rejectCause: null,
      reviewUser: null,
      reviewTime: null,
      deadline: null,
      ...OPEN_FINDING,
      handleStatus: NOT_A_FINDING,
      ...madeFor(ctx, eventTime, camera),
      // The AI gateway raised it, not a person (whoever reviews it reviews no work of their own).
      createUser: null,
    };
    const record = { ctx, resource: 'cameraabnormal', row, history };
    const reviewDay = addDays(day, rng.int(0, 2));
    if (reviewDay < ctx.today && rng.chance(0.85)) {
      const reviewTime = ctx.timeOf(reviewDay, rng);
      if (rng.chance(0.7)) {
        changeState(record, {
          action: 'approved',
          from: REVIEW_PENDING,
          to: REVIEW_APPROVED,
          time: reviewTime,
          set: {
            reviewStatus: REVIEW_APPROVED,
            reviewUser: ctx.adminUserId,
            reviewTime,
            deadline: addDays(reviewDay, 7),
            handleStatus: FINDING_FOUND,
          },
        });
        handleThenComplete(record, rng, reviewTime, COURSE, fateOf(i), handlerFor(handlers, row.id));
      } else {
        const cause = rng.pick(corpus.rejectCauses);
        changeState(record, {
          action: 'reject',
          from: REVIEW_PENDING,
          to: REVIEW_REJECTED,
          time: reviewTime,
          comment: cause,
          set: { reviewStatus: REVIEW_REJECTED, rejectCause: cause, reviewUser: ctx.adminUserId, reviewTime },
        });
      }
    }
    return row;
  }),
};

export const cameraAlarmGenerator: DemoGenerator = {
  resource: 'cameraalarm',
  after: ['camera'],
  count: (scale) => Math.max(120, Math.round(scale * 0.8)),
  prepare: aboutRandomCamera(0x1603, (ctx, camera, { rng }) => {
    const type = rng.weighted(ALARM_CHOICES, (c) => (c.id === '1' ? 5 : 1)).id;
    const alarmTime = ctx.timeOf(addDays(ctx.today, -rng.int(0, ALARM_DAYS)), rng);
    return {
      id: newId(),
      subjectId: camera.subjectId,
      cameraId: camera.id,
      alarmType: Number(type),
      alarmTime,
      alarmContent: ALARM_TEXTS[type],
      snapshot: null,
      ...madeFor(ctx, alarmTime, camera),
    };
  }),
};

export const cameraMaskCheckGenerator: DemoGenerator = {
  resource: 'cameraMaskCheck',
  after: ['camera'],
  count: (scale) => Math.max(60, Math.round(scale * 0.4)),
  prepare: aboutRandomCamera(0x1604, (ctx, camera, { rng }) => {
    const checkTime = ctx.timeOf(addDays(ctx.today, -rng.int(0, ALARM_DAYS)), rng);
    const people = rng.int(1, 30);
    return {
      id: newId(),
      subjectId: camera.subjectId,
      cameraId: camera.id,
      checkTime,
      personCount: people,
      noMaskCount: rng.chance(0.3) ? rng.int(1, Math.min(5, people)) : 0,
      snapshot: null,
      ...madeFor(ctx, checkTime, camera),
    };
  }),
};
