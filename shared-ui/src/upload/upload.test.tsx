import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { LOGO_OUTPUT_SIZE_PX, SUBSIDIARY_EXTENSIONS, UPLOAD_ERROR_SHOWN_MS, VALIDATION_MESSAGES } from 'shared-contract';
import { renderUi } from '../testing/render';
import { FileUpload, validateUpload } from './file-upload';
import { LogoUploader, clampLogoSize } from './logo-uploader';

function fileOf(name: string, size: number, type = 'application/octet-stream') {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('FileUpload', () => {
  afterEach(() => jest.useRealTimers());

  it('hands on an allowed file chosen with the button', () => {
    const onSelect = jest.fn();
    renderUi(<FileUpload extensions={SUBSIDIARY_EXTENSIONS} onSelect={onSelect} />);
    const file = fileOf('w9.pdf', 1000);
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [file] } });
    expect(onSelect).toHaveBeenCalledWith(file);
  });

  it('takes a dropped file', () => {
    const onSelect = jest.fn();
    renderUi(<FileUpload onSelect={onSelect} />);
    const file = fileOf('a.png', 10);
    fireEvent.drop(screen.getByTestId('file-drop-zone'), { dataTransfer: { files: [file] } });
    expect(onSelect).toHaveBeenCalledWith(file);
  });

  it('refuses a file over 10 MB with the spec message and clears it after 3 s', () => {
    jest.useFakeTimers();
    const onSelect = jest.fn();
    renderUi(<FileUpload onSelect={onSelect} />, { isFakeTimers: true });
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [fileOf('big.pdf', 10_000_001)] } });
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION_MESSAGES.uploadTooLarge);
    act(() => jest.advanceTimersByTime(UPLOAD_ERROR_SHOWN_MS - 10));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(20));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses other extensions', () => {
    expect(validateUpload({ name: 'x.exe', size: 1 }, SUBSIDIARY_EXTENSIONS)).toBe(
      VALIDATION_MESSAGES.extensions('.xlsx, .doc, .docx, .xls, .pdf, .jpeg, .png, .jpg'),
    );
    expect(validateUpload({ name: 'x.PDF', size: 1 }, SUBSIDIARY_EXTENSIONS)).toBeNull();
    expect(validateUpload({ name: 'x.pdf', size: 2_000_000 }, undefined, 1_000_000)).toBe(VALIDATION_MESSAGES.fileSize('1 MB'));
  });
});

describe('LogoUploader', () => {
  it('clamps the size between 10 and 3000 with 100 by default', () => {
    expect(clampLogoSize(undefined)).toBe(100);
    expect(clampLogoSize(5)).toBe(10);
    expect(clampLogoSize(5000)).toBe(3000);
    expect(clampLogoSize(170)).toBe(170);
  });

  it('refuses files other than jpg, jpeg and png', () => {
    const onChange = jest.fn();
    renderUi(<LogoUploader name="Ridge" onChange={onChange} />);
    fireEvent.change(screen.getByTestId('logo-input'), { target: { files: [fileOf('logo.gif', 10, 'image/gif')] } });
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION_MESSAGES.extensions('.jpg, .jpeg, .png'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses a logo over 10 MB with the spec upload message and clears it after 3 s', () => {
    jest.useFakeTimers();
    const onChange = jest.fn();
    renderUi(<LogoUploader name="Ridge" onChange={onChange} />, { isFakeTimers: true });
    fireEvent.change(screen.getByTestId('logo-input'), { target: { files: [fileOf('logo.png', 10_000_001, 'image/png')] } });
    expect(screen.getByRole('alert')).toHaveTextContent('The maximum size of the uploaded file should be 10 MB');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(UPLOAD_ERROR_SHOWN_MS + 10));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it('crops the chosen image into a 512x512 PNG', async () => {
    const drawImage = jest.fn();
    const canvases: HTMLCanvasElement[] = [];
    const getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
      canvases.push(this);
      return { drawImage, imageSmoothingQuality: 'low' } as unknown as CanvasRenderingContext2D;
    } as never);
    const toBlob = jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback, type) => callback(new Blob(['png'], { type })));
    (URL as any).createObjectURL = jest.fn(() => 'blob:logo');
    (URL as any).revokeObjectURL = jest.fn();
    // Images "load" as soon as their src is set.
    const srcSetter = jest.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLImageElement) {
      setTimeout(() => this.onload?.(new Event('load')));
    });

    const onChange = jest.fn();
    const { user } = renderUi(<LogoUploader name="Ridge" onChange={onChange} size={170} />);
    fireEvent.change(screen.getByTestId('logo-input'), { target: { files: [fileOf('logo.PNG', 10, 'image/png')] } });
    expect(await screen.findByRole('dialog', { name: 'Crop logo' })).toBeInTheDocument();
    // jsdom has no layout, so the cropper never reports an area; the media load tells it the image size.
    const media = document.querySelector('.reactEasyCrop_Image') as HTMLImageElement;
    Object.defineProperties(media, {
      naturalWidth: { value: 800 },
      naturalHeight: { value: 600 },
      width: { value: 400 },
      height: { value: 300 },
      offsetWidth: { value: 400 },
      offsetHeight: { value: 300 },
    });
    const container = document.querySelector('.reactEasyCrop_Container') as HTMLElement;
    container.getBoundingClientRect = () => ({ width: 400, height: 300, top: 0, left: 0, right: 400, bottom: 300, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.load(media);
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const blob = onChange.mock.calls[0][0] as Blob;
    expect(blob.type).toBe('image/png');
    expect(canvases[0].width).toBe(LOGO_OUTPUT_SIZE_PX);
    expect(canvases[0].height).toBe(LOGO_OUTPUT_SIZE_PX);
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), expect.any(Number), expect.any(Number), expect.any(Number), expect.any(Number), 0, 0, 512, 512);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'Ridge logo' })).toHaveAttribute('src', 'blob:logo');

    getContext.mockRestore();
    toBlob.mockRestore();
    srcSetter.mockRestore();
  });
});
