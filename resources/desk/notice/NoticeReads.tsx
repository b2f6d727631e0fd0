import { useState } from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { RowsTable, TablePager, useBladeQuery, usePaging } from '../../engine';
import { NOTICE_PUBLISHED } from './schema';

interface ReadRow {
  id: string;
  subjectId: string;
  subjectName: string;
  contactPhone?: string | null;
  readTime?: string | null;
}
interface ReadPage {
  records: ReadRow[];
  total: number;
}

const PATHS = { read: 'getSubjectNoticeCheckList', unread: 'getSubjectNoticeNotCheckList' } as const;
type Which = keyof typeof PATHS;

/** One page of the subjects that read (or did not read) the notice. */
const ReadList = ({ noticeId, which }: { noticeId: string; which: Which }) => {
  const translate = useTranslate();
  const paging = usePaging();
  const { size, current } = paging;
  const { data, isPending } = useBladeQuery<ReadPage>('notice', PATHS[which], { noticeId, current, size });
  const rows = data?.records ?? [];
  return (
    <Box data-testid={`notice-${which}-list`}>
      <RowsTable
        rows={rows}
        rowKey={(row) => row.id}
        columns={[
          { label: translate('app.deskNotice.subject', { _: '经营主体' }), value: (row) => row.subjectName },
          { label: translate('app.deskNotice.phone', { _: '联系电话' }), value: (row) => row.contactPhone ?? '' },
          which === 'read' && {
            label: translate('app.deskNotice.readTime', { _: '阅读时间' }),
            value: (row) => row.readTime ?? '',
          },
        ]}
      />
      {!isPending && rows.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
          {translate('app.deskNotice.none', { _: '暂无数据' })}
        </Typography>
      )}
      <TablePager paging={paging} total={data?.total ?? 0} />
    </Box>
  );
};

/** 阅读情况 of a published notice: who confirmed reading it and who did not, each paged by the server. */
export const NoticeReads = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [which, setWhich] = useState<Which>('read');
  if (!record || Number(record.noticeStatus) !== NOTICE_PUBLISHED) return null;
  const readCount = Number(record.readCount ?? 0);
  const unread = Math.max(0, Number(record.targetCount ?? 0) - readCount);
  return (
    <Box sx={{ px: 2, pb: 2 }} data-testid="notice-reads">
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('app.deskNotice.reads', { _: '阅读情况' })}
      </Typography>
      <Tabs value={which} onChange={(_, v: Which) => setWhich(v)}>
        <Tab
          value="read"
          label={translate('app.deskNotice.readTab', { _: '已阅读(%{n})', n: readCount })}
          data-testid="notice-read-tab"
        />
        <Tab
          value="unread"
          label={translate('app.deskNotice.unreadTab', { _: '未阅读(%{n})', n: unread })}
          data-testid="notice-unread-tab"
        />
      </Tabs>
      <ReadList key={which} noticeId={String(record.id)} which={which} />
    </Box>
  );
};
