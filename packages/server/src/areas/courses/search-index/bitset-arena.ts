import { BITSET_OPS_WASM } from './bitset-ops-wasm.js';

/** The set operations of bitset-ops.wat: byte offsets into the arena's memory, a length in bytes (a multiple of 16). */
export interface BitsetOps {
  andCount(out: number, a: number, b: number, bytes: number): number;
  andNotCount(out: number, a: number, b: number, bytes: number): number;
  count(a: number, bytes: number): number;
  and(out: number, a: number, b: number, bytes: number): void;
  or(out: number, a: number, b: number, bytes: number): void;
  andNot(out: number, a: number, b: number, bytes: number): void;
}

const PAGE_BYTES = 65_536;
const opsModule = new WebAssembly.Module(Buffer.from(BITSET_OPS_WASM, 'base64'));
/** One arena per bitset length, while some bitset of that length lives (each holds its arena). */
const arenas = new Map<number, WeakRef<BitsetArena>>();

/**
 * The memory that every bitset of one length lives in: a WebAssembly memory cut into equal slots,
 * so the set operations run as WebAssembly over it. A slot is handed out zeroed and taken back when
 * its bitset is released (or collected). Growing the memory detaches its old buffer: views of it
 * are made again when `generation` has moved on.
 */
export class BitsetArena {
  readonly ops: BitsetOps;
  /** Bytes per slot: the bitset's words rounded up to 16 bytes (the padding stays zero). */
  readonly slotBytes: number;
  generation = 0;
  buffer: ArrayBuffer;
  private readonly memory: WebAssembly.Memory;
  private readonly free: number[] = [];
  private handedOut = 0;

  private constructor(readonly wordCount: number) {
    this.slotBytes = Math.max(16, Math.ceil(wordCount / 4) * 16);
    this.memory = new WebAssembly.Memory({ initial: Math.ceil((4 * this.slotBytes) / PAGE_BYTES) });
    this.ops = new WebAssembly.Instance(opsModule, { env: { memory: this.memory } }).exports as unknown as BitsetOps;
    this.buffer = this.memory.buffer;
  }

  /** The arena of bitsets of `wordCount` 32-bit words. */
  static of(wordCount: number): BitsetArena {
    const found = arenas.get(wordCount)?.deref();
    if (found) return found;
    const arena = new BitsetArena(wordCount);
    arenas.set(wordCount, new WeakRef(arena));
    return arena;
  }

  /** Slots the memory holds now. */
  get capacity(): number {
    return Math.floor(this.buffer.byteLength / this.slotBytes);
  }

  /** Slots handed out and not taken back. */
  get inUse(): number {
    return this.handedOut - this.free.length;
  }

  /** A zeroed slot's byte offset. */
  allocate(): number {
    const reused = this.free.pop();
    if (reused !== undefined) {
      new Uint8Array(this.buffer, reused, this.slotBytes).fill(0);
      return reused;
    }
    if (this.handedOut === this.capacity) this.grow();
    return this.handedOut++ * this.slotBytes;
  }

  release(offset: number): void {
    this.free.push(offset);
  }

  /** Half as many slots again (at least 4 more). */
  private grow(): void {
    const slots = this.capacity + Math.max(4, this.capacity >>> 1);
    this.memory.grow(Math.ceil((slots * this.slotBytes - this.buffer.byteLength) / PAGE_BYTES));
    this.buffer = this.memory.buffer;
    this.generation++;
  }
}
