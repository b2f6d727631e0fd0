import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { NoticeItem } from './noticeDemoData';

/** How many published notices the 通知 tab shows. */
export const LATEST_NOTICES = 10;

/** A notice as `/api/blade-desk/notice/page` answers it (the fields the popover reads). */
interface NoticeRow {
  id: string | number;
  title?: string;
  content?: string;
  publishTime?: string;
}

const excerpt = (text: unknown, max = 40) => {
  const plain = String(text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > max ? `${plain.slice(0, max)}…` : plain;
};

/**
 * The latest published supervision notices of the caller's tenant (resources/desk/notice), newest
 * first, through the data provider: fetched only while `enabled` (the popover's 通知 tab is open).
 * A caller without the notice menu gets an error: the tab shows it as empty.
 */
export function useLatestNotices(enabled: boolean) {
  const dataProvider = useDataProvider();
  return useQuery({
    queryKey: ['app', 'latest-notices'],
    enabled,
    retry: false,
    queryFn: async (): Promise<Array<NoticeItem & { id: string }>> => {
      const { data } = await dataProvider.getList<NoticeRow & { id: string | number }>('notice', {
        filter: { noticeStatus: 1 },
        sort: { field: 'publishTime', order: 'DESC' },
        pagination: { page: 1, perPage: LATEST_NOTICES },
      });
      return data.map((row) => ({
        id: String(row.id),
        title: String(row.title ?? ''),
        description: excerpt(row.content),
        time: String(row.publishTime ?? '').slice(0, 16),
      }));
    },
  });
}
