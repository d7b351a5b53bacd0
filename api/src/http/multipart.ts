// One file from a multipart body, read as a stream by busboy: the part the route names is kept, and anything
// else (a second part, another name, a field, a long preamble, too many bytes) ends the reading at once, so a
// refusal costs what was read up to it, not the whole body.
import busboy from 'busboy';

/** Why a multipart body was refused: `form` for its shape, `too-large` for its size. */
export class FormRefused extends Error {
  constructor(readonly reason: 'form' | 'too-large') {
    super(reason === 'form' ? 'The multipart body is not one file part' : 'The multipart body is too large');
    this.name = 'FormRefused';
  }
}

export interface FormFile {
  bytes: Uint8Array;
  filename: string;
  mimeType: string;
}

export interface OneFileRules {
  /** The one part's name (it must carry a filename). */
  field: string;
  /** The most bytes the file may have. */
  maxFileBytes: number;
  /** The most bytes the whole body may have (the file and its envelope). */
  maxBodyBytes: number;
}

/** Bytes read before the file part must have begun: the preamble and the part's header (at most 16 KB). */
const MAX_BYTES_BEFORE_FILE = 32 * 1024;

/**
 * Reads `request`'s multipart body up to its one file part named `rules.field` and the form's end. Throws
 * FormRefused as soon as the body holds anything else: a field, a part of another name, a second part, more
 * than MAX_BYTES_BEFORE_FILE before the file, a file or body over its limit, or a malformed form. On refusal the
 * rest of the body is left unread (the caller answers and closes the connection); nothing is buffered but the
 * file's own bytes.
 */
export async function readOneFile(request: Request, rules: OneFileRules): Promise<FormFile> {
  const body = request.body;
  if (!body) throw new FormRefused('form');
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      // Parts past the file or fields are reported (filesLimit, fieldsLimit) as their header ends.
      limits: { files: 1, fields: 0, fileSize: rules.maxFileBytes, fieldNameSize: 100 },
    });
  } catch {
    throw new FormRefused('form'); // not multipart/form-data, or no boundary
  }

  let refused: FormRefused | null = null;
  const refuse = (reason: FormRefused['reason']) => {
    refused ??= new FormRefused(reason);
  };
  let file: (FormFile & { chunks: Buffer[]; ended: Promise<void> }) | null = null;
  parser.on('file', (name, stream, info) => {
    if (name !== rules.field || file) {
      stream.on('error', () => {}).resume();
      return refuse('form');
    }
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('limit', () => refuse('too-large'));
    stream.on('error', () => refuse('form'));
    const ended = new Promise<void>((resolve) => stream.on('close', resolve));
    file = { bytes: new Uint8Array(), filename: info.filename ?? '', mimeType: info.mimeType, chunks, ended };
  });
  parser.on('field', () => refuse('form'));
  parser.on('fieldsLimit', () => refuse('form'));
  parser.on('filesLimit', () => refuse('form'));
  parser.on('error', () => refuse('form'));
  const closed = new Promise<void>((resolve) => parser.on('close', resolve));

  const feed = (chunk: Uint8Array) =>
    new Promise<void>((resolve) =>
      parser.write(chunk, (error) => {
        if (error) refuse('form');
        resolve();
      }),
    );
  const reader = body.getReader();
  let read = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      read += value.byteLength;
      if (read > rules.maxBodyBytes) refuse('too-large');
      else await feed(value);
      if (!file && read > MAX_BYTES_BEFORE_FILE) refuse('form');
      if (refused) throw refused;
    }
    parser.end();
    await closed;
    if (refused) throw refused;
  } finally {
    // The rest of a refused body stays unread: cancelling would tear down the connection before the answer.
    reader.releaseLock();
    if (refused) parser.destroy();
  }
  const kept = file as (FormFile & { chunks: Buffer[]; ended: Promise<void> }) | null;
  if (!kept) throw new FormRefused('form');
  await kept.ended;
  return { bytes: Buffer.concat(kept.chunks), filename: kept.filename, mimeType: kept.mimeType };
}
