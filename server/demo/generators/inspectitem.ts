import { catalogGenerator, keyByLabel } from './catalog';
import corpus from '../corpus/inspectitem.json';

/** 检查项 of the demo tenant: what enforcers check on site per market type, with the rule it rests on. */
const ITEMS: Array<{ market: string; name: string; category: string; basis: string; method: string }> = corpus.items;

export const inspectItemGenerator = catalogGenerator({
  resource: 'inspectitem',
  entries: ITEMS,
  salt: 0x1773,
  ageDays: [600, 720],
  columns: (ctx) => {
    const market = keyByLabel(ctx, 'market_type');
    const category = keyByLabel(ctx, 'inspect_category');
    return (item, i) => {
      const marketType = market(item.market);
      if (marketType === null) return null;
      const cat = category(item.category);
      return {
        itemName: item.name,
        marketType: Number(marketType),
        category: cat === null ? null : Number(cat),
        basis: item.basis,
        checkMethod: item.method,
        sort: i + 1,
        enabled: 1,
      };
    };
  },
});
