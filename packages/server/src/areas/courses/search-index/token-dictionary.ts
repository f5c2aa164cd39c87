const EMPTY = -1;
const SPACE = 32;

/**
 * Token ids of normalised texts without cutting the texts into strings: each token is hashed from
 * its characters in place and compared with the known token in place (`startsWith` at an offset).
 * Only a token seen for the first time becomes a string. Building the index tokenises some 16
 * million description words at 200,000 courses; splitting them into strings made the garbage that
 * stalled the server while it built.
 */
export class TokenDictionary {
  private readonly tokens: string[] = [];
  private slots = new Int32Array(1_024).fill(EMPTY);

  get size(): number {
    return this.tokens.length;
  }

  /** The known tokens by id. */
  get all(): readonly string[] {
    return this.tokens;
  }

  /** The ids of the space-separated tokens of `text`, in order (repeats included). */
  idsOf(text: string): number[] {
    const out: number[] = [];
    let start = 0;
    let hash = 0x811c9dc5;
    for (let i = 0; i <= text.length; i++) {
      const code = i < text.length ? text.charCodeAt(i) : SPACE;
      if (code !== SPACE) {
        hash = Math.imul(hash ^ code, 0x01000193);
        continue;
      }
      if (i > start) out.push(this.idOf(text, start, i, hash >>> 0));
      start = i + 1;
      hash = 0x811c9dc5;
    }
    return out;
  }

  private idOf(text: string, start: number, end: number, hash: number): number {
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const id = this.slots[slot]!;
      if (id === EMPTY) {
        const added = this.tokens.length;
        this.tokens.push(text.slice(start, end));
        this.slots[slot] = added;
        if (this.tokens.length * 2 > this.slots.length) this.grow();
        return added;
      }
      const token = this.tokens[id]!;
      if (token.length === end - start && text.startsWith(token, start)) return id;
    }
  }

  private grow(): void {
    const slots = new Int32Array(this.slots.length * 2).fill(EMPTY);
    const mask = slots.length - 1;
    this.tokens.forEach((token, id) => {
      let slot = hashOf(token) & mask;
      while (slots[slot] !== EMPTY) slot = (slot + 1) & mask;
      slots[slot] = id;
    });
    this.slots = slots;
  }
}

/** FNV-1a over the UTF-16 code units, as idsOf computes it in place. */
function hashOf(token: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
