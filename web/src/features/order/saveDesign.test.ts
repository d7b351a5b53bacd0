// Save design against stand-ins for the shop's answers: a new design is created, saving again updates it
// (one deleted meanwhile is created anew), and a refusal (50 designs, a field) is shown in the shop's words.
import { MAX_DESIGNS_PER_CUSTOMER, type DesignInput } from '@brixilated/shop';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../lib/api';
import { useSaveDesign } from './saveDesign';

const input = { shape: 'Square', size: 'Small' } as DesignInput;
const prepare = async () => input;
const answer = (id: string) => ({ data: { ...input, id } });

afterEach(() => {
  vi.restoreAllMocks();
  useSaveDesign.getState().reset();
});

describe('Save design', () => {
  it('creates the design, then updates that one', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(answer('d-1'));
    const put = vi.spyOn(api, 'put').mockResolvedValue(answer('d-1'));
    expect(await useSaveDesign.getState().save(prepare, 'k1')).toBe(true);
    expect(post).toHaveBeenCalledWith('/designs', input);
    expect(useSaveDesign.getState()).toMatchObject({ id: 'd-1', status: 'saved', savedKey: 'k1', error: null });
    expect(await useSaveDesign.getState().save(prepare, 'k2')).toBe(true);
    expect(put).toHaveBeenCalledWith('/designs/d-1', input);
    expect(post).toHaveBeenCalledTimes(1);
    expect(useSaveDesign.getState()).toMatchObject({ id: 'd-1', savedKey: 'k2' });
  });

  it('a design opened from My designs is updated; one deleted meanwhile is saved as a new one', async () => {
    useSaveDesign.getState().restore({ id: 'gone', saveAfterLogin: false });
    vi.spyOn(api, 'put').mockRejectedValue(new ApiError(404, 'NOT_FOUND', "We couldn't find that design."));
    const post = vi.spyOn(api, 'post').mockResolvedValue(answer('d-2'));
    expect(await useSaveDesign.getState().save(prepare, 'k')).toBe(true);
    expect(post).toHaveBeenCalledWith('/designs', input);
    expect(useSaveDesign.getState().id).toBe('d-2');
  });

  it("shows the shop's refusal and keeps the design to try again", async () => {
    const limit = `You can keep ${MAX_DESIGNS_PER_CUSTOMER} designs. Delete one you no longer need to save this one.`;
    vi.spyOn(api, 'post').mockRejectedValueOnce(new ApiError(409, 'DESIGN_LIMIT', limit));
    expect(await useSaveDesign.getState().save(prepare, 'k')).toBe(false);
    expect(useSaveDesign.getState()).toMatchObject({
      status: 'error',
      error: limit,
      errorCode: 'DESIGN_LIMIT',
      id: null,
      savedKey: null,
    });

    const photo = 'Upload your photo again: the shop no longer has it.';
    // (Refused again after the photo is sent again: see below.)
    vi.spyOn(api, 'post').mockRejectedValue(
      new ApiError(400, 'VALIDATION', 'Please check the highlighted fields.', { photoUrl: photo }),
    );
    expect(await useSaveDesign.getState().save(prepare, 'k')).toBe(false);
    expect(useSaveDesign.getState().error).toBe(photo);
  });

  it('a photo that cannot be stored is said, and nothing is sent', async () => {
    const post = vi.spyOn(api, 'post');
    const failed = async (): Promise<DesignInput> => {
      throw new ApiError(0, 'NETWORK', 'We could not reach the shop. Check your connection and try again.');
    };
    expect(await useSaveDesign.getState().save(failed, 'k')).toBe(false);
    expect(useSaveDesign.getState()).toMatchObject({
      status: 'error',
      error: 'We could not reach the shop. Check your connection and try again.',
    });
    expect(post).not.toHaveBeenCalled();
  });

  it('a visitor is sent to log in first: the design is marked to save, and saving clears the mark', async () => {
    useSaveDesign.getState().askLogin();
    expect(useSaveDesign.getState().saveAfterLogin).toBe(true);
    vi.spyOn(api, 'post').mockResolvedValue(answer('d-3'));
    await useSaveDesign.getState().save(prepare, 'k');
    expect(useSaveDesign.getState()).toMatchObject({ saveAfterLogin: false, id: 'd-3' });
  });

  it('a save answering after Start Over or opening another design is dropped: the next design is saved as its own', async () => {
    for (const moveOn of [
      () => useSaveDesign.getState().reset(),
      () => useSaveDesign.getState().restore({ id: 'other', saveAfterLogin: false }),
    ]) {
      useSaveDesign.getState().reset();
      let answerLate!: (v: unknown) => void;
      vi.spyOn(api, 'post').mockImplementationOnce(() => new Promise((resolve) => (answerLate = resolve)));
      const saving = useSaveDesign.getState().save(prepare, 'first');
      await vi.waitFor(() => expect(answerLate).toBeDefined());
      moveOn();
      const after = { ...useSaveDesign.getState() };
      answerLate(answer('first-id'));
      expect(await saving).toBe(false);
      expect(useSaveDesign.getState()).toMatchObject({ id: after.id, status: 'idle', savedKey: null });
    }
    // Start Over then save the new design: a new one, not the first one overwritten.
    useSaveDesign.getState().reset();
    let failLate!: (e: unknown) => void;
    vi.spyOn(api, 'post').mockImplementationOnce(() => new Promise((_, reject) => (failLate = reject)));
    const failing = useSaveDesign.getState().save(prepare, 'a');
    await vi.waitFor(() => expect(failLate).toBeDefined());
    useSaveDesign.getState().reset();
    failLate(new ApiError(500, 'INTERNAL', 'Something went wrong.'));
    expect(await failing).toBe(false);
    expect(useSaveDesign.getState()).toMatchObject({ status: 'idle', error: null });
    const post = vi.spyOn(api, 'post').mockResolvedValue(answer('second-id'));
    const put = vi.spyOn(api, 'put');
    expect(await useSaveDesign.getState().save(prepare, 'b')).toBe(true);
    expect(put).not.toHaveBeenCalled();
    expect(post).toHaveBeenCalledWith('/designs', input);
    expect(useSaveDesign.getState().id).toBe('second-id');
  });

  it('the shop no longer has the photo: the design is made again with the photo sent again and saved, once', async () => {
    const message = 'Upload your photo again: the shop no longer has it.';
    const gone = new ApiError(400, 'VALIDATION', message, { photoUrl: message });
    const asked: boolean[] = [];
    const withPhoto = async (again: boolean) => {
      asked.push(again);
      return { ...input, photoUrl: again ? '/images/again.jpg' : '/images/old.jpg' };
    };
    const post = vi.spyOn(api, 'post').mockRejectedValueOnce(gone).mockResolvedValueOnce(answer('d-4'));
    expect(await useSaveDesign.getState().save(withPhoto, 'k')).toBe(true);
    expect(asked).toEqual([false, true]);
    expect(post).toHaveBeenLastCalledWith('/designs', { ...input, photoUrl: '/images/again.jpg' });
    expect(useSaveDesign.getState()).toMatchObject({ id: 'd-4', status: 'saved', error: null });

    // Refused again: the shop's words, no third try.
    asked.length = 0;
    vi.spyOn(api, 'put').mockRejectedValue(gone);
    expect(await useSaveDesign.getState().save(withPhoto, 'k2')).toBe(false);
    expect(asked).toEqual([false, true]);
    expect(useSaveDesign.getState()).toMatchObject({ status: 'error', error: message });
  });

  it('a design opened as saved stays saved; a new one has nothing to keep as saved', () => {
    useSaveDesign.getState().restore({ id: 'd-5', saveAfterLogin: false });
    useSaveDesign.getState().keepSaved('k-opened');
    expect(useSaveDesign.getState()).toMatchObject({ id: 'd-5', status: 'saved', savedKey: 'k-opened' });
    useSaveDesign.getState().reset();
    useSaveDesign.getState().keepSaved('k');
    expect(useSaveDesign.getState()).toMatchObject({ id: null, status: 'idle', savedKey: null });
  });
});
