import type { RecordedEvent } from '../../events/log/event-store';
import { redactedData } from '../explorer/redaction';

// How stream and tail print events: a padded table (position, time, [stream,]
// type, actor, data as compact JSON) or JSON lines with every metadata field.

export interface EventColumns {
  /** Include the stream id (tail: events of every stream interleave). */
  withStream: boolean;
}

type Cells = string[];

/**
 * Event data as printed: credential hashes (`passwordHash`, `secretWordHash`,
 * `tokenHash`) are shown as `[hash]`, so timelines pasted into a bug report or a
 * chat never carry material for offline guessing (the explorer's redaction).
 */
export function printableData(data: unknown): unknown {
  return redactedData(data);
}

function headerCells({ withStream }: EventColumns): Cells {
  return ['position', 'at', ...(withStream ? ['stream'] : []), 'type', 'actor', 'data'];
}

function eventCells(event: RecordedEvent, { withStream }: EventColumns): Cells {
  const { position, at, streamId, actor } = event.metadata;
  return [String(position), at, ...(withStream ? [streamId] : []), event.type, actor, JSON.stringify(printableData(event.data))];
}

/** Pads every cell but the last (the data) to its column's width, two spaces apart. */
function joinCells(cells: Cells, widths: readonly number[]): string {
  return cells
    .map((cell, index) => {
      if (index === cells.length - 1) return cell;
      return index === 0 ? cell.padStart(widths[index] ?? 0) : cell.padEnd(widths[index] ?? 0);
    })
    .join('  ');
}

/** A whole timeline as a table: columns as wide as their widest cell. */
export function eventTable(events: readonly RecordedEvent[], columns: EventColumns): string[] {
  const rows = [headerCells(columns), ...events.map((event) => eventCells(event, columns))];
  const widths = rows[0]!.map((_, index) => Math.max(...rows.map((row) => row[index]!.length)));
  return rows.map((row) => joinCells(row, widths));
}

/**
 * For a table printed as events arrive (tail): fixed widths, grown when a wider
 * cell shows up, so columns line up as long as the values are typical.
 */
export function eventLinePrinter(columns: EventColumns): { header(): string; line(event: RecordedEvent): string } {
  const widths = columns.withStream ? [7, 24, 28, 18, 16] : [7, 24, 18, 16];
  const grow = (cells: Cells) => cells.forEach((cell, index) => (widths[index] = Math.max(widths[index] ?? 0, cell.length)));
  return {
    header: () => joinCells(headerCells(columns), widths),
    line: (event) => {
      const cells = eventCells(event, columns);
      grow(cells.slice(0, -1));
      return joinCells(cells, widths);
    },
  };
}

/** One JSON line per event: every metadata field and the (upcast) data. */
export function eventJsonLine(event: RecordedEvent): string {
  const { position, at, streamId, version, actor, correlationId, causationId, eventId, schemaVersion } = event.metadata;
  return JSON.stringify({
    position,
    at,
    streamId,
    version,
    type: event.type,
    actor,
    correlationId,
    causationId,
    eventId,
    schemaVersion,
    data: printableData(event.data),
  });
}
