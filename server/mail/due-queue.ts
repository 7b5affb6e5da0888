// The delivery schedule: which message is due next, in O(log n) per change whatever the
// outbox holds (a binary min-heap ordered by due time, then id, i.e. arrival). Rescheduling
// pushes a new entry and leaves the old one to be skipped when it surfaces ("lazy deletion");
// the heap is rebuilt when stale entries outnumber live ones, so its size stays O(live).

interface Entry {
  at: number;
  id: string;
}

const before = (a: Entry, b: Entry): boolean => a.at < b.at || (a.at === b.at && a.id < b.id);

export class DueQueue {
  private heap: Entry[] = [];
  private readonly due = new Map<string, number>();

  get size(): number {
    return this.due.size;
  }

  has(id: string): boolean {
    return this.due.has(id);
  }

  ids(): IterableIterator<string> {
    return this.due.keys();
  }

  set(id: string, at: number): void {
    if (this.due.get(id) === at) return;
    this.due.set(id, at);
    this.push({ at, id });
    if (this.heap.length > 2 * this.due.size + 64) this.rebuild();
  }

  delete(id: string): void {
    this.due.delete(id);
  }

  /** The entry due first, or undefined when nothing is queued. */
  peek(): Entry | undefined {
    for (let top = this.heap[0]; top; top = this.heap[0]) {
      if (this.due.get(top.id) === top.at) return top;
      this.pop();
    }
    return undefined;
  }

  private rebuild(): void {
    this.heap = [];
    for (const [id, at] of this.due) this.push({ at, id });
  }

  private push(entry: Entry): void {
    const heap = this.heap;
    heap.push(entry);
    for (let i = heap.length - 1; i > 0;) {
      const parent = (i - 1) >> 1;
      if (!before(heap[i]!, heap[parent]!)) break;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  }

  private pop(): void {
    const heap = this.heap;
    const last = heap.pop();
    if (!last || heap.length === 0) return;
    heap[0] = last;
    for (let i = 0; ;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let smallest = i;
      if (left < heap.length && before(heap[left]!, heap[smallest]!)) smallest = left;
      if (right < heap.length && before(heap[right]!, heap[smallest]!)) smallest = right;
      if (smallest === i) break;
      [heap[i], heap[smallest]] = [heap[smallest]!, heap[i]!];
      i = smallest;
    }
  }
}
