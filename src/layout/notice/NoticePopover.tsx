import { useState } from 'react';
import { Badge, Box, List, ListItem, ListItemText, Popover, Tab, Tabs, Typography } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { useTranslate } from 'react-admin';
import { TopBarIconButton } from '../topbar/TopBarIconButton';
import { noticeDemo, type NoticeItem } from './noticeDemoData';

type TabKey = keyof typeof noticeDemo;

const NoticeList = ({ items }: { items: NoticeItem[] }) => (
  <List dense disablePadding>
    {items.map((item) => (
      <ListItem key={item.title} divider alignItems="flex-start">
        <ListItemText
          primary={item.title}
          secondary={
            <>
              <Typography component="span" variant="body2" sx={{ display: 'block' }}>{item.description}</Typography>
              <Typography component="span" variant="caption" color="text.secondary">{item.time}</Typography>
            </>
          }
        />
      </ListItem>
    ))}
  </List>
);

/** Notice popover (spec §2): tabs mail (1), message (2), notice; list scrolls at 300px, 350px wide. */
export const NoticePopover = () => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [tab, setTab] = useState<TabKey>('mail');
  const total = noticeDemo.mail.length + noticeDemo.message.length;
  return (
    <>
      <TopBarIconButton title={translate('app.navbar.notice', { _: '消息通知' })} onClick={(event) => setAnchor(event.currentTarget)} data-testid="notice-button">
        <Badge badgeContent={total} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </TopBarIconButton>
      <Popover open={!!anchor} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <Box sx={{ width: 350 }} data-testid="notice-popover">
          <Tabs value={tab} onChange={(_, value: TabKey) => setTab(value)} variant="fullWidth">
            <Tab value="mail" label={`${translate('app.notice.mail', { _: '邮件' })}(${noticeDemo.mail.length})`} />
            <Tab value="message" label={`${translate('app.notice.message', { _: '消息' })}(${noticeDemo.message.length})`} />
            <Tab value="notice" label={translate('app.notice.notice', { _: '通知' })} />
          </Tabs>
          <Box sx={{ height: 300, overflowY: 'auto' }}>
            <NoticeList items={noticeDemo[tab]} />
          </Box>
        </Box>
      </Popover>
    </>
  );
};
