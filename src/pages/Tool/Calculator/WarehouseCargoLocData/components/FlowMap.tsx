/**
 * The schematic map of locations: an inline SVG of rough land regions (hubs.ts) with one circle per hub, its area
 * proportional to the hub's volume (common/domain/cargoFlows.ts markRadius). Nothing is fetched: no tile server, so
 * the map works offline. Locations that match no hub are listed under it. Geography is not mirrored right-to-left.
 */
import { Typography } from 'antd';
import { markRadius } from '@common/domain/cargoFlows';
import { HUBS, hubOf, REGIONS } from './hubs';
import { useNumber, useText } from './useText';

/** Drawn latitudes: 75 N to 60 S (no oil hub lies beyond); x = lon + 180, y = 75 - lat. */
const TOP = 75;
const WIDTH = 360;
const HEIGHT = 135;
const R_MIN = 1.6;
const R_MAX = 9;

const x = (lon: number) => lon + 180;
const y = (lat: number) => TOP - lat;

export default function FlowMap({ totals }: { totals: readonly { location: string; volume: number }[] }) {
  const t = useText();
  const n = useNumber();
  const byHub = new Map<string, { volume: number; locations: string[] }>();
  const unplaced: string[] = [];
  for (const { location, volume } of totals) {
    const hub = hubOf(location);
    if (!hub) {
      unplaced.push(location);
      continue;
    }
    const entry = byHub.get(hub.id) ?? { volume: 0, locations: [] };
    entry.volume += volume;
    entry.locations.push(location);
    byHub.set(hub.id, entry);
  }
  const max = Math.max(0, ...[...byHub.values()].map((e) => e.volume));

  return (
    <div style={{ direction: 'ltr' }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t('warehouseCargoLocData.map.title')}
        data-testid="flow-map"
        style={{ inlineSize: '100%', blockSize: 'auto', display: 'block' }}
      >
        <rect x={0} y={0} width={WIDTH} height={HEIGHT} fill="#eaf2fb" />
        {REGIONS.map((ring) => (
          <polygon
            key={`${ring[0][0]},${ring[0][1]}`}
            points={ring.map(([lon, lat]) => `${x(lon)},${y(lat)}`).join(' ')}
            fill="#d9d9d9"
            stroke="#bfbfbf"
            strokeWidth={0.3}
          />
        ))}
        {HUBS.map((hub) => {
          const entry = byHub.get(hub.id);
          const r = entry ? markRadius(entry.volume, max, R_MIN, R_MAX) : 0;
          return (
            <g key={hub.id} data-testid={`hub-${hub.id}`}>
              <title>
                {entry
                  ? t('warehouseCargoLocData.map.hubVolume', { hub: hub.label, volume: n(entry.volume), locations: entry.locations.join(', ') })
                  : hub.label}
              </title>
              <circle cx={x(hub.lon)} cy={y(hub.lat)} r={0.8} fill="#595959" />
              {r > 0 && <circle cx={x(hub.lon)} cy={y(hub.lat)} r={r} fill="#1677ff" fillOpacity={0.45} stroke="#1677ff" strokeWidth={0.4} />}
              <text x={x(hub.lon) + 1.5} y={y(hub.lat) - 1.2} fontSize={3.2} fill="#262626">
                {hub.label}
              </text>
            </g>
          );
        })}
      </svg>
      <Typography.Text type="secondary">{t('warehouseCargoLocData.map.legend')}</Typography.Text>
      {unplaced.length > 0 && (
        <Typography.Paragraph type="secondary" data-testid="unplaced">
          {t('warehouseCargoLocData.map.unplaced', { locations: unplaced.join(', ') })}
        </Typography.Paragraph>
      )}
    </div>
  );
}
