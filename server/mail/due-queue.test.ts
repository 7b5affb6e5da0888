import { describe, expect, it } from 'vitest';
import { DueQueue } from './due-queue.ts';

function drain(queue: DueQueue): string[] {
  const order: string[] = [];
  for (let next = queue.peek(); next; next = queue.peek()) {
    order.push(next.id);
    queue.delete(next.id);
  }
  return order;
}

describe('DueQueue', () => {
  it('gives the earliest due first, then the oldest id', () => {
    const queue = new DueQueue();
    queue.set('c', 5);
    queue.set('b', 0);
    queue.set('a', 0);
    queue.set('d', 1);
    expect(drain(queue)).toEqual(['a', 'b', 'd', 'c']);
  });

  it('follows a rescheduled or deleted message', () => {
    const queue = new DueQueue();
    queue.set('a', 1);
    queue.set('b', 2);
    queue.set('a', 10);
    queue.delete('b');
    expect(queue.peek()).toEqual({ at: 10, id: 'a' });
    expect(queue.size).toBe(1);
  });

  it('keeps order and bounded size over 300,000 messages and many reschedules', () => {
    // The old scheduler spread every due time into Math.min(...), which throws RangeError
    // somewhere above 100,000 arguments.
    const queue = new DueQueue();
    const count = 300_000;
    for (let i = 0; i < count; i++) queue.set(`m${String(i).padStart(6, '0')}`, (i * 7919) % 1000);
    for (let round = 0; round < 3; round++)
      for (let i = 0; i < 1000; i++) queue.set(`m${String(i).padStart(6, '0')}`, 5000 + round);
    let last = -1;
    let seen = 0;
    for (let next = queue.peek(); next; next = queue.peek()) {
      expect(next.at).toBeGreaterThanOrEqual(last);
      last = next.at;
      seen += 1;
      queue.delete(next.id);
    }
    expect(seen).toBe(count);
  });
});
