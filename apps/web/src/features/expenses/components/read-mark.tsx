import { Group, Text } from '@mantine/core';
import type { ReadSource } from '@sorted/core/contract/receipt-captures';
import { IconScan } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const CROP_WIDTH = 280;

/** The part of the photo a field was read from, cut out of the photo itself. */
function Crop({ url, box }: { url: string; box: NonNullable<ReadSource['box']> }) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  // A little room around the line, so the owner sees it in its place.
  const pad = 0.01;
  const x = Math.max(0, box.x - pad);
  const y = Math.max(0, box.y - pad);
  const width = Math.min(1 - x, box.width + 2 * pad);
  const height = Math.min(1 - y, box.height + 2 * pad);
  const scale = CROP_WIDTH / width;
  const shownHeight = size
    ? Math.max(12, Math.round((height * size.height * CROP_WIDTH) / (width * size.width)))
    : 24;
  return (
    <div
      aria-hidden
      data-testid="read-crop"
      style={{
        width: CROP_WIDTH,
        maxWidth: '100%',
        height: shownHeight,
        overflow: 'hidden',
        position: 'relative',
        borderRadius: 4,
        border: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <img
        src={url}
        alt=""
        onLoad={(event) =>
          setSize({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
        }
        style={{
          position: 'absolute',
          width: scale,
          left: -x * scale,
          top: size ? -y * ((scale * size.height) / size.width) : 0,
          maxWidth: 'none',
        }}
      />
    </div>
  );
}

/** Under a field filled from the receipt: that it was read, the words it was read from, and where. */
export function ReadMark({ source, imageUrl }: { source: ReadSource; imageUrl: string | null }) {
  const { t } = useTranslation();
  return (
    <span data-testid="read-mark" style={{ display: 'block' }}>
      <Group gap={4} wrap="nowrap" component="span">
        <IconScan size={14} aria-hidden />
        <Text span size="xs">
          {t('expenses.captures.readFrom', { text: source.text })}
        </Text>
      </Group>
      {source.box && imageUrl && <Crop url={imageUrl} box={source.box} />}
    </span>
  );
}
