import { useState } from 'react';
import { Card, Tab, Tabs } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { DictChildList } from '../dict/DictChildList';
import { ReportItemList } from '../report-item/ReportItemList';

type Pane = 'entries' | 'reportItems';

/** The business dictionary's right pane: its entries, or its report items (the report-item variant). */
export const BizChildPane = ({ parent }: { parent: RaRecord | undefined }) => {
  const translate = useTranslate();
  const [pane, setPane] = useState<Pane>('entries');
  const tabs = (
    <Tabs
      value={pane}
      onChange={(_, next: Pane) => setPane(next)}
      sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab value="entries" label={translate('app.dict.childTitle', { _: '字典项' })} data-testid="biz-tab-entries" />
      <Tab
        value="reportItems"
        label={translate('resources.report-item.name', { smart_count: 2, _: '上报项配置' })}
        data-testid="biz-tab-report-items"
      />
    </Tabs>
  );
  if (pane === 'entries') return <DictChildList parent={parent} header={tabs} />;
  return (
    <Card sx={{ minWidth: 0 }}>
      {tabs}
      <ReportItemList parent={parent} />
    </Card>
  );
};
