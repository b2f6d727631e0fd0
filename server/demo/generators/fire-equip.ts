import { newId } from '../../core/ids';
import { madeIn } from './shared/made';
import { subjectsInTurn } from './shared/batch';
import { mobilePhone, personName } from '../people';
import type { DemoContext, DemoGenerator } from '../types';
import { addDays, dateOf } from '../dates';
import corpus from '../corpus/fire-equip.json';

/**
 * 消防器材 of the demo subjects: about one kind per subject, with expiry dates spread so that some
 * have expired, some expire within the month and most are valid (the list's expiry state is computed
 * from them on read).
 */
const KINDS: Array<{ key: number; models: string[]; life: number; qty: [number, number] }> = [
  { key: 1, models: ['MFZ/ABC4', 'MFZ/ABC8', 'MT/3'], life: 5 * 365, qty: [4, 30] },
  { key: 2, models: ['SN65', 'SNZ65'], life: 10 * 365, qty: [1, 6] },
  { key: 3, models: ['M-ZFZD-E3W', 'YJ-2L'], life: 4 * 365, qty: [4, 24] },
  { key: 4, models: ['M-BLZD-1LROEI', 'LED-安全出口'], life: 4 * 365, qty: [4, 20] },
  { key: 5, models: ['JTY-GD-G3', 'NB-YG01'], life: 6 * 365, qty: [6, 40] },
];

export const fireEquipGenerator: DemoGenerator = {
  resource: 'fireEquip',
  after: ['subject'],
  count: (scale) => scale,
  prepare: async (ctx: DemoContext) => {
    const kinds = new Set(ctx.dict('fire_equip_type').map((item) => Number(item.key)));
    return subjectsInTurn(ctx, 0xf1e3, (subjectId, { rng }) => {
      const kind = rng.pick(KINDS);
      const d = rng.weighted(ctx.districts, (x) => x.weight);
      // Expiry from 60 days ago to three years ahead: a few expired, a few due soon.
      const expiryDate = addDays(ctx.today, rng.int(-60, 3 * 365));
      const created = ctx.timeOf(addDays(ctx.today, -rng.int(1, 300)), rng);
      const checked = addDays(dateOf(created), rng.int(0, 30));
      return {
        id: newId(),
        subjectId,
        equipType: kinds.has(kind.key) ? kind.key : null,
        model: rng.pick(kind.models),
        quantity: rng.int(kind.qty[0], kind.qty[1]),
        location: rng.pick(corpus.places),
        productionDate: addDays(expiryDate, -kind.life),
        expiryDate,
        lastCheckDate: checked < ctx.today ? checked : ctx.today,
        responsiblePerson: personName(rng),
        responsiblePhone: mobilePhone(rng),
        photos: null,
        remark: null,
        ...madeIn(ctx, created, d),
      };
    });
  },
};
