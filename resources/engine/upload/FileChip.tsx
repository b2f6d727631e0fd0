import type { MouseEvent } from 'react';
import { Chip } from '@mui/material';
import FileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { useTranslate } from 'react-admin';
import { linkExtension } from './links';

interface Props {
  link: string;
  /** The client's name of the file when known (just uploaded); else a numbered label with its extension. */
  name?: string;
  index: number;
  /** In a form: removes the file from the field (the chip is then no link). */
  onDelete?: () => void;
}

/** A document as a chip; shown, it downloads the file (the server names the download after the original). */
export const FileChip = ({ link, name, index, onDelete }: Props) => {
  const translate = useTranslate();
  const ext = linkExtension(link);
  const label =
    name ?? `${translate('app.upload.fileLabel', { _: '附件%{index}', index: index + 1 })}${ext ? `.${ext}` : ''}`;
  const common = {
    icon: <FileIcon />,
    label,
    variant: 'outlined' as const,
    'data-testid': 'upload-file',
    sx: { maxWidth: 280 },
  };
  if (onDelete) return <Chip {...common} onDelete={onDelete} />;
  return (
    <Chip
      {...common}
      component="a"
      href={link}
      target="_blank"
      rel="noreferrer"
      clickable
      onClick={(event: MouseEvent) => event.stopPropagation()}
    />
  );
};
