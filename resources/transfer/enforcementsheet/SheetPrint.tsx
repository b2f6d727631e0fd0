import PrintIcon from '@mui/icons-material/PrintOutlined';
import { Box, Button, GlobalStyles, Paper, Typography } from '@mui/material';
import { EditButton, ListButton, Show, TopToolbar, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { SHEET_TYPE_CHOICES } from './schema';

type Row = Record<string, unknown>;

/** yyyy-MM-dd as a document writes its date: 2026年11月26日. */
const paperDate = (value: unknown): string => {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value ?? ''));
  return m ? `${m[1]}年${Number(m[2])}月${Number(m[3])}日` : '';
};

/**
 * What printing shows: only the sheet, on A4, without the app around it (menus, tabs, buttons). The
 * sheet is found by its data attribute; everything else is hidden, not removed, so the page's layout
 * does not move while the print dialog is open.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: 'A4', margin: '20mm 18mm' },
        // Pseudo-elements too: input underlines and focus rings draw themselves with ::before / ::after.
        // No transition either: `transition: all` (tab indicators) would keep an element visible while it fades.
        'body *, body *::before, body *::after': {
          visibility: 'hidden !important',
          transition: 'none !important',
          animation: 'none !important',
        },
        '[data-print-sheet], [data-print-sheet] *': { visibility: 'visible !important' },
        '[data-print-sheet]': {
          position: 'absolute',
          left: 0,
          top: 0,
          width: '100%',
          boxShadow: 'none !important',
          border: 'none !important',
          margin: '0 !important',
        },
      },
    }}
  />
);

/** The document laid out as paper: issuing authority and title, number, addressee, text, signer and seal area. */
export const PaperSheet = () => {
  const record = useRecordContext<Row>();
  const translate = useTranslate();
  if (!record) return null;
  const title = SHEET_TYPE_CHOICES.find((c) => c.id === String(record.docType))?.name ?? '';
  const dept = String(record.issueDeptName ?? '');
  return (
    <Paper
      data-print-sheet
      data-testid="print-sheet"
      variant="outlined"
      sx={{
        mx: 'auto',
        my: 2,
        p: { xs: 3, md: 8 },
        maxWidth: '210mm',
        minHeight: '270mm',
        bgcolor: '#fff',
        color: '#000',
        fontFamily: '"FangSong", "STFangsong", "仿宋", serif',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Typography
        data-testid="print-dept"
        sx={{
          textAlign: 'center',
          fontSize: 22,
          fontWeight: 700,
          letterSpacing: 2,
          color: '#c00',
          fontFamily: 'inherit',
        }}
      >
        {dept}
      </Typography>
      <Typography
        data-testid="print-title"
        component="h2"
        sx={{
          textAlign: 'center',
          fontSize: 28,
          fontWeight: 700,
          letterSpacing: 6,
          mt: 1,
          fontFamily: '"SimHei", "黑体", sans-serif',
        }}
      >
        {title}
      </Typography>
      <Typography data-testid="print-number" sx={{ textAlign: 'center', fontSize: 16, mt: 1.5, fontFamily: 'inherit' }}>
        {String(record.docNo ?? '')}
      </Typography>
      <Box sx={{ borderBottom: '2px solid #c00', my: 2 }} />
      <Typography sx={{ fontSize: 17, fontFamily: 'inherit', mb: 2 }}>
        {translate('app.sheet.addressee', { _: '当事人' })}：{String(record.subjectName ?? '')}
      </Typography>
      <Typography
        data-testid="print-body"
        sx={{ fontSize: 17, lineHeight: 2, whiteSpace: 'pre-wrap', textIndent: '2em', fontFamily: 'inherit', flex: 1 }}
      >
        {String(record.content ?? '')}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 6 }}>
        <Box data-testid="print-seal" sx={{ position: 'relative', textAlign: 'center', minWidth: 240 }}>
          {/* The seal area: where the authority stamps the printed sheet. */}
          <Box
            sx={{
              position: 'absolute',
              left: '50%',
              top: -48,
              transform: 'translateX(-50%)',
              width: 150,
              height: 150,
              borderRadius: '50%',
              border: '2px dashed #c00',
              color: '#c00',
              display: 'flex',
              alignItems: 'flex-start',
              justifyContent: 'center',
              pt: 2.5,
              boxSizing: 'border-box',
              fontSize: 13,
              opacity: 0.8,
            }}
          >
            {translate('app.sheet.seal', { _: '（盖章）' })}
          </Box>
          <Typography sx={{ fontSize: 17, fontFamily: 'inherit', position: 'relative' }}>{dept}</Typography>
          <Typography sx={{ fontSize: 17, fontFamily: 'inherit', position: 'relative' }}>
            {paperDate(record.issueDate)}
          </Typography>
        </Box>
      </Box>
      <Typography sx={{ fontSize: 15, fontFamily: 'inherit', mt: 6 }}>
        {translate('app.sheet.signer', { _: '签发人' })}：{String(record.signer ?? '')}
      </Typography>
    </Paper>
  );
};

const PrintButton = () => {
  const translate = useTranslate();
  return (
    <Button size="small" startIcon={<PrintIcon />} onClick={() => window.print()} data-testid="print-button">
      {translate('app.sheet.print', { _: '打印' })}
    </Button>
  );
};

/** The show page of a document is its print view: the sheet as paper, 打印 opens the browser's print dialog. */
export const SheetShow = () => {
  const translate = useTranslate();
  return (
    <Show
      title={translate('app.sheet.printTitle', { _: '执法文书打印' })}
      actions={
        <TopToolbar>
          <ListButton />
          <EditButton />
          <PrintButton />
        </TopToolbar>
      }
      sx={{ '& .RaShow-card': { bgcolor: 'transparent', boxShadow: 'none' } }}
    >
      {printStyles}
      <PaperSheet />
    </Show>
  );
};

/** 打印 in a document's row: opens its print view. */
export const PrintRowButton = () => {
  const record = useRecordContext();
  const createPath = useCreatePath();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button
      size="small"
      component={Link}
      to={createPath({ resource: 'enforcementsheet', type: 'show', id: record.id })}
      startIcon={<PrintIcon />}
      data-testid="row-print"
    >
      {translate('app.sheet.print', { _: '打印' })}
    </Button>
  );
};
