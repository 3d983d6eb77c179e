import type { Point } from './layout';
import { num } from './svgText';

/**
 * SVG path data of an edge: orthogonal polylines get small rounded corners; ELK spline sections
 * (start, then control, control, end per cubic segment) become cubic Béziers.
 */

const CORNER = 6;

function unit(from: Point, to: Point): Point {
  const len = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  return { x: (to.x - from.x) / len, y: (to.y - from.y) / len };
}

export function polylinePath(points: readonly Point[]): string {
  const [first, ...rest] = points;
  if (!first) return '';
  let d = `M${num(first.x)} ${num(first.y)}`;
  for (let i = 0; i < rest.length; i++) {
    const corner = rest[i] as Point;
    const prev = (i === 0 ? first : rest[i - 1]) as Point;
    const next = rest[i + 1];
    if (!next) {
      d += ` L${num(corner.x)} ${num(corner.y)}`;
      break;
    }
    const r = Math.min(CORNER, Math.hypot(corner.x - prev.x, corner.y - prev.y) / 2, Math.hypot(next.x - corner.x, next.y - corner.y) / 2);
    const a = unit(corner, prev);
    const b = unit(corner, next);
    d += ` L${num(corner.x + a.x * r)} ${num(corner.y + a.y * r)} Q${num(corner.x)} ${num(corner.y)} ${num(corner.x + b.x * r)} ${num(corner.y + b.y * r)}`;
  }
  return d;
}

export function splinePath(points: readonly Point[]): string {
  const [first, ...rest] = points;
  if (!first || rest.length % 3 !== 0) return polylinePath(points);
  let d = `M${num(first.x)} ${num(first.y)}`;
  for (let i = 0; i < rest.length; i += 3) {
    const [c1, c2, end] = rest.slice(i, i + 3) as [Point, Point, Point];
    d += ` C${num(c1.x)} ${num(c1.y)} ${num(c2.x)} ${num(c2.y)} ${num(end.x)} ${num(end.y)}`;
  }
  return d;
}
