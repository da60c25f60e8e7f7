// @ts-check
/**
 * The function names of a Go binary, from its `.gopclntab` section: the table Go's own stack traces read, which
 * a binary stripped of its ELF symbol table (PocketBase's release binaries are) still carries. Used to read a
 * `perf` profile of PocketBase (scripts/pocketbase-profile.mjs). ELF, 64-bit little-endian, Go 1.20 or later.
 */

/** @param {Buffer} elf */
function sections(elf) {
  const shoff = Number(elf.readBigUInt64LE(0x28));
  const size = elf.readUInt16LE(0x3a);
  const count = elf.readUInt16LE(0x3c);
  const names = elf.readUInt16LE(0x3e);
  const header = (/** @type {number} */ i) => shoff + i * size;
  const namesOffset = Number(elf.readBigUInt64LE(header(names) + 0x18));
  return Array.from({ length: count }, (_, i) => {
    const at = header(i);
    const nameAt = namesOffset + elf.readUInt32LE(at);
    return {
      name: elf.toString("latin1", nameAt, elf.indexOf(0, nameAt)),
      offset: Number(elf.readBigUInt64LE(at + 0x18)),
      size: Number(elf.readBigUInt64LE(at + 0x20)),
    };
  });
}

/** @param {Buffer} elf the loadable segments: where each part of the file is in memory */
function segments(elf) {
  const phoff = Number(elf.readBigUInt64LE(0x20));
  const size = elf.readUInt16LE(0x36);
  const count = elf.readUInt16LE(0x38);
  return Array.from({ length: count }, (_, i) => phoff + i * size)
    .filter((at) => elf.readUInt32LE(at) === 1) // PT_LOAD
    .map((at) => ({
      offset: Number(elf.readBigUInt64LE(at + 0x08)),
      address: Number(elf.readBigUInt64LE(at + 0x10)),
      size: Number(elf.readBigUInt64LE(at + 0x20)),
    }));
}

/**
 * The binary's functions: `nameAt(address)` names the function an address is in (null outside them),
 * `addressFromFileOffset(offset)` turns an offset in the file (what `perf script` prints for a binary it has no
 * symbols for) into the address it is loaded at, `entryOf(name)` is a function's first address.
 * @param {Buffer} elf
 */
export function goFunctions(elf) {
  if (elf.readUInt32BE(0) !== 0x7f454c46 || elf[4] !== 2 || elf[5] !== 1) throw new Error("not a 64-bit little-endian ELF file");
  const section = sections(elf).find((s) => s.name === ".gopclntab");
  if (!section) throw new Error("no .gopclntab section: not a Go binary");
  const table = elf.subarray(section.offset, section.offset + section.size);
  const magic = table.readUInt32LE(0);
  if (magic !== 0xfffffff1) throw new Error(`a .gopclntab of another Go version (magic ${magic.toString(16)})`);
  // the header after magic, padding, instruction size and pointer size: eight words
  const word = (/** @type {number} */ i) => Number(table.readBigUInt64LE(8 + 8 * i));
  const count = word(0);
  const textStart = word(2);
  const namesOffset = word(3);
  const functionsOffset = word(7);
  const entries = new Float64Array(count);
  const nameOffsets = new Uint32Array(count);
  for (let i = 0; i < count; i++) {
    entries[i] = textStart + table.readUInt32LE(functionsOffset + 8 * i);
    const info = functionsOffset + table.readUInt32LE(functionsOffset + 8 * i + 4);
    nameOffsets[i] = namesOffset + table.readInt32LE(info + 4);
  }
  const end = textStart + table.readUInt32LE(functionsOffset + 8 * count); // the table ends with the text's end
  const name = (/** @type {number} */ i) => table.toString("utf8", nameOffsets[i], table.indexOf(0, nameOffsets[i]));
  const loads = segments(elf);
  return {
    count,
    /** @param {number} address */
    nameAt(address) {
      if (count === 0 || address < /** @type {number} */ (entries[0]) || address >= end) return null;
      let low = 0;
      let high = count - 1;
      while (low < high) {
        const mid = (low + high + 1) >> 1;
        if (/** @type {number} */ (entries[mid]) <= address) low = mid;
        else high = mid - 1;
      }
      return name(low);
    },
    /** @param {number} offset */
    addressFromFileOffset(offset) {
      const load = loads.find((l) => offset >= l.offset && offset < l.offset + l.size);
      return load ? offset - load.offset + load.address : null;
    },
    /** @param {string} wanted */
    entryOf(wanted) {
      for (let i = 0; i < count; i++) if (name(i) === wanted) return /** @type {number} */ (entries[i]);
      return null;
    },
  };
}
