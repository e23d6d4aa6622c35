import { NodeFS } from "@electric-sql/pglite/nodefs";

/**
 * PGlite's file system on a Node folder, with every file and folder private from the moment it is
 * made. PGlite's WebAssembly PostgreSQL keeps its own idea of each file's mode (0666 for every file
 * it writes, whatever the process's umask) and sets it on the real file with chmod: the first start
 * of a new data folder made some 970 files readable by every local user, and the start's repair then
 * reported them all. Here each mode PGlite sets or creates with loses its group and other bits, so
 * the repair (folder-modes.ts) finds nothing to do on a folder only Ganit has written.
 */
type AttrOps = { setattr?: (node: unknown, attr: { mode?: number }) => unknown };
type NodeOps = AttrOps & {
  mknod?: (parent: unknown, name: string, mode: number, dev: number) => unknown;
};
type EmscriptenModule = { NODEFS: { node_ops: NodeOps; stream_ops: AttrOps } };

/** The mode without its group and other permission bits (the file type and owner bits kept). */
export const ownerOnly = (mode: number) => mode & ~0o077;

const patched = new WeakSet<object>();

function makeOwnerOnly(module: EmscriptenModule) {
  const { node_ops: nodeOps, stream_ops: streamOps } = module.NODEFS;
  if (patched.has(nodeOps)) return;
  patched.add(nodeOps);
  for (const ops of [nodeOps, streamOps]) {
    const setattr = ops.setattr;
    if (!setattr) continue;
    ops.setattr = (node, attr) =>
      setattr(node, attr.mode === undefined ? attr : { ...attr, mode: ownerOnly(attr.mode) });
  }
  const mknod = nodeOps.mknod;
  if (mknod) nodeOps.mknod = (parent, name, mode, dev) => mknod(parent, name, ownerOnly(mode), dev);
}

export class PrivateNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS["init"]>) {
    const { emscriptenOpts } = await super.init(...args);
    const preRun = [
      (module: EmscriptenModule) => makeOwnerOnly(module),
      ...((emscriptenOpts.preRun as ((module: EmscriptenModule) => void)[] | undefined) ?? []),
    ];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } as typeof emscriptenOpts };
  }
}
