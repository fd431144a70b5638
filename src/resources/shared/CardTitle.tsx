import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography, type SxProps, type Theme } from '@mui/material';

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

/** A card that is a section of its page, headed by its title (CardTitle): the overview's cards, a vehicle's next due, the reminder settings. */
export function TitledCard({
  id,
  title,
  caption,
  sx,
  children,
}: {
  id: string;
  title: string;
  caption?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" sx={sx} component="section" aria-labelledby={id}>
      <CardContent>
        <CardTitle id={id} title={title} caption={caption} />
        {children}
      </CardContent>
    </Card>
  );
}
