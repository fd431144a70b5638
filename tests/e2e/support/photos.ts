import type { Page } from '@playwright/test';

/** A real 800 × 600 JPEG, drawn by the browser: the server knows a photo by its content. */
export async function jpegFrom(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 600;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#475569';
    context.fillRect(0, 0, 800, 600);
    context.fillStyle = '#fbbf24';
    context.fillRect(200, 150, 400, 300);
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}
