import { useState, type MouseEvent, type ReactElement } from 'react';
import { Box, Chip } from '@mui/material';
import VideoIcon from '@mui/icons-material/OndemandVideoOutlined';
import FileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { useTranslate } from 'react-admin';
import type { FieldDef } from '../../types';
import { kindOfField } from '../../upload-kinds';
import { FileChip } from './FileChip';
import { Thumbnail } from './Thumbnail';
import { Lightbox } from './Lightbox';
import { splitLinks } from './links';

/**
 * Pictures as thumbnails that open the lightbox (a list shows the first three and how many more): each
 * a button named 查看图片 <n>, so Tab reaches it and Enter opens it.
 */
const Gallery = ({ links, inList }: { links: string[]; inList: boolean }) => {
  const [viewing, setViewing] = useState<number | null>(null);
  const size = inList ? 36 : 120;
  const shown = inList ? links.slice(0, 3) : links;
  const open = (index: number) => (event: MouseEvent) => {
    event.stopPropagation(); // a click in a list row opens the picture, not the row
    setViewing(index);
  };
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }} data-testid="upload-gallery">
      {shown.map((link, index) => (
        <Thumbnail
          key={link}
          link={link}
          index={index}
          onOpen={open(index)}
          width={size}
          height={size}
          testId="gallery-thumb"
          lazy
        />
      ))}
      {links.length > shown.length && (
        <Chip size="small" label={`+${links.length - shown.length}`} onClick={open(shown.length)} />
      )}
      <Lightbox links={links} index={viewing} onIndex={setViewing} />
    </Box>
  );
};

/** In a list cell, only how many there are (视频 2 个), with the kind's icon. */
const CountChip = ({ icon, i18n, zh, links }: { icon: ReactElement; i18n: string; zh: string; links: string[] }) => {
  const translate = useTranslate();
  return <Chip size="small" icon={icon} label={translate(i18n, { _: zh, count: links.length })} />;
};

/** Videos play in place (mp4 plays natively); a list only says how many there are. */
const Videos = ({ links, inList }: { links: string[]; inList: boolean }) => {
  if (inList)
    return <CountChip icon={<VideoIcon />} i18n="app.upload.videoCount" zh="视频 %{count} 个" links={links} />;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {links.map((link) => (
        <Box
          key={link}
          component="video"
          src={link}
          controls
          preload="metadata"
          data-testid="upload-player"
          sx={{ width: '100%', maxWidth: 480, maxHeight: 320, bgcolor: 'common.black', borderRadius: 1 }}
        />
      ))}
    </Box>
  );
};

const Files = ({ links, inList }: { links: string[]; inList: boolean }) => {
  if (inList && links.length > 1)
    return <CountChip icon={<FileIcon />} i18n="app.upload.fileCount" zh="附件 %{count} 个" links={links} />;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {links.map((link, index) => (
        <FileChip key={link} link={link} index={index} />
      ))}
    </Box>
  );
};

/** What an upload field holds, shown by its kind: a gallery, players, or download links. */
export const UploadValue = ({
  field,
  value,
  inList = false,
}: {
  field: FieldDef;
  value: unknown;
  inList?: boolean;
}) => {
  const links = splitLinks(value);
  switch (kindOfField(field.type)) {
    case 'video':
      return <Videos links={links} inList={inList} />;
    case 'file':
      return <Files links={links} inList={inList} />;
    default:
      return <Gallery links={links} inList={inList} />;
  }
};
