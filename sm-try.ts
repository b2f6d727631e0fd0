import { subjectRows } from './server/demo/generators/subject';
import { districts } from './server/demo/districts';
const ctx: any = { tenantId: '100001', seed: 1, today: '2026-08-01', adminUserId: '1', leafDepts: [{id:'1',name:'a'},{id:'2',name:'b'}], districts,
  dict: (c: string) => c === 'market_type' ? [1,2,3,4,5,6,7,8].map(k => ({key: String(k), value: ['歌舞娱乐场所','游艺娱乐场所','互联网上网服务营业场所','旅行社','演出场所','艺术品经营单位','A级旅游景区','星级饭店'][k-1]})) : [{key:'1',value:'x'}],
  idsOf: async () => [] };
let t = Date.now();
let rows: any[] = [];
for (let i = 0; i < 50; i++) rows = subjectRows(ctx, i*1000, (i+1)*1000).rows;
console.log('gen 50k ms', Date.now() - t);
t = Date.now();
for (let i = 0; i < 50; i++) JSON.stringify(rows);
console.log('json 50k ms', Date.now() - t);
