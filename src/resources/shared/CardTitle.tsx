import { Box, Typography } from '@mui/material';

/** A card's heading (the overview's cards, a vehicle's next due), with an optional line that says what it counts. */
export function CardTitle({ id, title, caption }: { id: string; title: string; caption?: string }) {
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
