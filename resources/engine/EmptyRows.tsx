import { Box, Typography } from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';
import { useListContext, useTranslate } from 'react-admin';

/** Shown in place of rows, keeping the toolbar and filters, so a filter can be undone. */
export const EmptyRows = () => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  return (
    <Box data-testid="list-empty" sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
      <InboxIcon sx={{ fontSize: 48, opacity: 0.4 }} />
      <Typography variant="body2">
        {filtered
          ? translate('app.list.noMatch', { _: '没有符合条件的数据' })
          : translate('app.list.empty', { _: '暂无数据' })}
      </Typography>
    </Box>
  );
};
