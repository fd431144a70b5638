import { Box, Typography } from '@mui/material';

/** A card's heading on the overview, with an optional line that says what it counts. */
export function OverviewCardTitle({ id, title, caption }: { id: string; title: string; caption?: string }) {
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {caption && (
        <Typography variant="body2" color="text.secondary">
          {caption}
        </Typography>
      )}
    </Box>
  );
}
