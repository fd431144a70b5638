import { Box, Button, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useTranslate } from 'ra-core';

/** A button that opens the file picker for a CSV file, and the name of the file chosen (or that none is). */
export function CsvFileChooser({ file, onChoose }: { file: File | undefined; onChoose: (file: File | undefined) => void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Button component="label" variant="outlined" startIcon={<AttachFileIcon />}>
        {translate('fleet.csv.choose_file')}
        <input
          hidden
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          aria-label={translate('fleet.csv.choose_file')}
          onChange={(event) => onChoose(event.target.files?.[0])}
        />
      </Button>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} color={file ? 'text.primary' : 'text.secondary'}>
        {file?.name ?? translate('fleet.csv.no_file')}
      </Typography>
    </Box>
  );
}
