import { findingHandlers, handlerFor } from './shared/findings';
import { newId } from '../../core/ids';
import { aboutRandomSubject, rowByRow } from './shared/batch';
import { addDays } from '../dates';
import { madeBy, madeFor } from './shared/made';
import type { DemoContext, DemoGenerator, Row } from '../types';
import {
  TARGET_DEPT,
  TARGET_OUTSIDE,
  TRANSFER_ACCEPTED,
  TRANSFER_HANDLED,
  TRANSFER_PENDING,
  TRANSFER_RETURNED,
} from '../../../resources/transfer/transfer/schema';
import { ENFORCE_TYPE_CHOICES } from '../../../resources/transfer/enforceinfo/schema';
import { sheetNumber, SHEET_TYPES } from '../../../resources/transfer/enforcementsheet/schema';
import corpus from '../corpus/transfer.json';

/**
 * 移交, 执法信息 and 执法文书 of the demo tenant, as the server would have made them:
 * transfers between the tenant's squadrons and sections (one in seven to an outside authority, answered
 * by the sender), in every state with their history (received, returned with a reason, handled);
 * enforcement records about the subjects; two documents per record, numbered in the tenant's sequence
 * of their year, continuing from the numbers the tenant has.
 */

const span = (from: string, days: number, today: string) => {
  const d = addDays(from, days);
  return d < today ? d : today;
};
const transferCount = (scale: number) => Math.max(6, Math.min(60, Math.round(scale / 10)));
const infoCount = (scale: number) => Math.max(5, Math.min(40, Math.round(scale / 15)));

export const transferGenerator: DemoGenerator = {
  resource: 'transfer',
  after: ['subject'],
  count: transferCount,
  prepare: async (ctx: DemoContext) => {
    const staff = await findingHandlers(ctx);
    const depts = ctx.leafDepts;
    return aboutRandomSubject(
      ctx,
      0x7a5f,
      (subject, { rng, i, history }) => {
        const fromDept = depts[i % depts.length].id;
        const toDept = depts[(i + 1 + rng.int(0, depts.length - 2)) % depts.length].id;
        const outside = i % 7 === 6;
        const state = [
          TRANSFER_PENDING,
          TRANSFER_ACCEPTED,
          TRANSFER_HANDLED,
          TRANSFER_RETURNED,
          TRANSFER_HANDLED,
          TRANSFER_ACCEPTED,
        ][i % 6];
        const sentDay = addDays(ctx.today, -rng.int(1, 120));
        const sent = ctx.timeOf(sentDay, rng);
        const id = newId();
        const answering = outside ? fromDept : toDept;
        const row: Row = {
          id,
          transferNo: `YJ${sentDay.replace(/-/g, '')}${id.slice(-6)}`,
          subjectId: String(subject.id),
          sourceType: null,
          sourceId: null,
          targetType: outside ? TARGET_OUTSIDE : TARGET_DEPT,
          fromDeptId: fromDept,
          toDeptId: outside ? null : toDept,
          toOrgName: outside ? rng.pick(corpus.outside) : null,
          reason: rng.pick(corpus.reasons),
          content: '详见现场检查记录及照片。',
          images: null,
          files: null,
          transferTime: sent,
          transferStatus: TRANSFER_PENDING,
          checkUser: null,
          checkTime: null,
          checkDesc: null,
          handleResult: null,
          handleUser: null,
          handleTime: null,
          deptId: subject.deptId ?? null,
          regionCode: subject.regionCode ?? null,
          ...madeBy(ctx, sent, fromDept),
          // Sent by one of the staff: the admin who receives it is not its sender.
          createUser: handlerFor(staff, id) ?? ctx.adminUserId,
        };
        const step = (action: string, fromState: number, toState: number, time: string, comment?: string) =>
          history.push({
            resource: 'transfer',
            recordId: id,
            action,
            fromState,
            toState,
            userId: ctx.adminUserId,
            deptId: answering,
            time,
            comment,
          });
        if (state !== TRANSFER_PENDING) {
          const checkTime = ctx.timeOf(span(sentDay, rng.int(0, 3), ctx.today), rng);
          const checkTimeOk = checkTime > sent ? checkTime : sent;
          if (state === TRANSFER_RETURNED) {
            const checkDesc = rng.pick(corpus.returnReasons);
            Object.assign(row, {
              transferStatus: TRANSFER_RETURNED,
              checkUser: ctx.adminUserId,
              checkTime: checkTimeOk,
              checkDesc,
              updateTime: checkTimeOk,
            });
            step('uncheck', TRANSFER_PENDING, TRANSFER_RETURNED, checkTimeOk, checkDesc);
          } else {
            Object.assign(row, {
              transferStatus: TRANSFER_ACCEPTED,
              checkUser: ctx.adminUserId,
              checkTime: checkTimeOk,
              updateTime: checkTimeOk,
            });
            step('check', TRANSFER_PENDING, TRANSFER_ACCEPTED, checkTimeOk);
            if (state === TRANSFER_HANDLED) {
              const handleTime = ctx.timeOf(span(checkTimeOk.slice(0, 10), rng.int(1, 10), ctx.today), rng);
              const handleTimeOk = handleTime > checkTimeOk ? handleTime : checkTimeOk;
              const handleResult = rng.pick(corpus.handleResults);
              Object.assign(row, {
                transferStatus: TRANSFER_HANDLED,
                handleResult,
                handleUser: ctx.adminUserId,
                handleTime: handleTimeOk,
                updateTime: handleTimeOk,
              });
              step('handle', TRANSFER_ACCEPTED, TRANSFER_HANDLED, handleTimeOk, handleResult);
            }
          }
        }
        return row;
      },
      () => depts.length >= 2,
    );
  },
};

export const enforceInfoGenerator: DemoGenerator = {
  resource: 'enforceinfo',
  after: ['subject'],
  count: infoCount,
  prepare: (ctx: DemoContext) =>
    aboutRandomSubject(ctx, 0xe1f0, (subject, { rng, i }) => {
      const day = addDays(ctx.today, -rng.int(1, 200));
      const time = ctx.timeOf(day, rng);
      const type = rng.pick(ENFORCE_TYPE_CHOICES).id;
      const penalty = type === '2' ? String(rng.int(2, 40) * 500) : null;
      return {
        id: newId(),
        caseNo: `文旅执〔${day.slice(0, 4)}〕D${String(i + 1).padStart(4, '0')}号`,
        subjectId: String(subject.id),
        enforceType: Number(type),
        basis: rng.pick(corpus.bases),
        result: type === '2' ? '处以罚款并责令改正' : rng.pick(corpus.results),
        penaltyAmount: penalty,
        enforceDate: day,
        enforcerIds: ctx.adminUserId,
        images: null,
        files: null,
        remark: null,
        ...madeFor(ctx, time, subject),
      };
    }),
};

const SHEET_TEXT: Record<string, string> = corpus.sheetText;
/** Who signs an enforcement sheet (corpus `signers`). */
const SIGNERS = corpus.signers;

export const enforcementSheetGenerator: DemoGenerator = {
  resource: 'enforcementsheet',
  after: ['enforceinfo'],
  count: (scale) => infoCount(scale) * 2,
  prepare: async (ctx: DemoContext) => {
    const infos = await ctx.rowsOf('enforceinfo', ['subjectId', 'enforceDate', 'enforceType', 'deptId', 'regionCode']);
    // The tenant's sequence of each year goes on from the last number it gave (the server's rule).
    const last = new Map<number, number>();
    for (const s of await ctx.rowsOf('enforcementsheet', ['docYear', 'docSeq']))
      last.set(Number(s.docYear), Math.max(last.get(Number(s.docYear)) ?? 0, Number(s.docSeq)));
    const fallbackDept = ctx.leafDepts[0]?.id ?? null;
    return rowByRow(
      ctx,
      0x5ee7,
      ({ rng, i }) => {
        const info = infos[Math.floor(i / 2) % infos.length];
        const day = String(info.enforceDate).slice(0, 10);
        const year = Number(day.slice(0, 4));
        const type = i % 2 === 0 ? '2' : Number(info.enforceType) === 2 ? '5' : '1';
        const seq = (last.get(year) ?? 0) + 1;
        last.set(year, seq);
        const dept = (info.deptId as string | null) ?? fallbackDept;
        return {
          id: newId(),
          docType: Number(type),
          docNo: sheetNumber(type, year, seq),
          docYear: year,
          docSeq: seq,
          subjectId: info.subjectId,
          enforceInfoId: info.id,
          content: SHEET_TEXT[type] ?? SHEET_TYPES[0].name,
          issueDeptId: dept,
          issueDate: day,
          signer: rng.pick(SIGNERS),
          remark: null,
          deptId: info.deptId ?? null,
          regionCode: info.regionCode ?? null,
          ...madeBy(ctx, ctx.timeOf(day, rng), dept),
        };
      },
      () => infos.length > 0,
    );
  },
};
