import { catalogGenerator, keyByLabel } from './catalog';
import corpus from '../corpus/template.json';

/** 文书模板 of the demo tenant: the usual forms of a 文化市场综合执法队, each once. */
const TEMPLATES: Array<{ name: string; kind: string; market?: string; content: string }> = corpus.templates;

export const templateGenerator = catalogGenerator({
  resource: 'template',
  entries: TEMPLATES,
  salt: 0x7e3a,
  ageDays: [600, 720],
  columns: (ctx) => {
    const kind = keyByLabel(ctx, 'template_type');
    const market = keyByLabel(ctx, 'market_type');
    return (t, i) => {
      const marketType = t.market ? market(t.market) : null;
      return {
        templateName: t.name,
        templateType: Number(kind(t.kind) ?? 5),
        marketType: marketType === null ? null : Number(marketType),
        content: t.content,
        fileUrl: null,
        sort: i + 1,
        enabled: 1,
      };
    };
  },
});
