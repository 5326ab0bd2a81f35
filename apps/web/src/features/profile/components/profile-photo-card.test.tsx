import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/test/lazy-screens.ts';
import { buildMe } from '@/test/factories/users.ts';
import { apiError, json, mockMultipart } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';

const student = buildMe({ name: 'Nusrat Jahan', image: null });
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

describe('My Profile: photo', () => {
  it('says "Please choose a photo first" when Save Photo is pressed without a file', async () => {
    const { user } = renderApp('/my-profile', { me: student });
    await user.click(await screen.findByRole('button', { name: 'Save Photo' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a photo first');
  });

  it('previews the chosen photo, uploads it with a spinner, then says the changes are saved', async () => {
    let release: (response: Response) => void = () => {};
    let sentFile: FormDataEntryValue | null = null;
    const { user, fetchMock } = renderApp('/my-profile', { me: student });
    mockMultipart(fetchMock, '/api/me/photo', (form) => {
      sentFile = form.get('image');
      return new Promise<Response>((resolve) => {
        release = resolve;
      });
    });
    expect(await screen.findByRole('img', { name: 'Nusrat Jahan' })).toHaveTextContent('NJ');

    await user.upload(screen.getByLabelText('Upload Photo'), png());
    expect(screen.getByRole('img', { name: 'Nusrat Jahan' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );

    await user.click(screen.getByRole('button', { name: 'Save Photo' }));
    expect(await screen.findByRole('status', { name: 'Uploading photo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await waitFor(() => expect(sentFile).toBeInstanceOf(File));
    expect((sentFile as unknown as File).name).toBe('me.png');

    release(json({ ...student, image: '/uploads/abc.webp' }));
    expect(await screen.findByRole('dialog', { name: 'Your changes have been saved' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Nusrat Jahan' })).toHaveAttribute('src', '/uploads/abc.webp');
    expect(screen.queryByRole('status', { name: 'Uploading photo' })).not.toBeInTheDocument();
  });

  it('refuses a file that is not an image, and one over 5 MB', async () => {
    renderApp('/my-profile', { me: student });
    const input = await screen.findByLabelText('Upload Photo');
    // What a browser's "All files" choice hands over (user.upload would honour `accept`).
    const pdf = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a JPEG, PNG, WebP or GIF image.');

    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [huge] } });
    expect(screen.getByRole('alert')).toHaveTextContent('The photo must be at most 5 MB.');
  });

  it("shows the server's message when the upload is refused", async () => {
    const { user, fetchMock } = renderApp('/my-profile', { me: student });
    mockMultipart(fetchMock, '/api/me/photo', () =>
      apiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'That file is not an image.'),
    );
    await user.upload(await screen.findByLabelText('Upload Photo'), png());
    await user.click(screen.getByRole('button', { name: 'Save Photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That file is not an image.');
  });
});
