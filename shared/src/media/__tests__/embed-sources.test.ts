import { videoEmbedUrl } from '@festival/shared/media/embed-hosts';
import { snippetFrame, snippetLink } from '@festival/shared/media/embed-sources';

test('YouTube and Vimeo addresses become their players; YouTube without cookies', () => {
  expect(videoEmbedUrl('https://www.youtube.com/watch?v=kXYiU_JCYtU')).toBe('https://www.youtube-nocookie.com/embed/kXYiU_JCYtU');
  expect(videoEmbedUrl('https://youtu.be/aqz-KE-bpKQ')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
  expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
  expect(videoEmbedUrl('https://example.org/watch?v=kXYiU_JCYtU')).toBeNull();
  expect(videoEmbedUrl('javascript:alert(1)')).toBeNull();
  expect(videoEmbedUrl('not a url')).toBeNull();
});

test('a snippet gives its https iframe only, never its scripts or other schemes', () => {
  expect(snippetFrame('<iframe title="Podcast" src="https://literaturfest.podigee.io/12/embed" height="200"></iframe><script>x()</script>')).toEqual({
    src: 'https://literaturfest.podigee.io/12/embed', title: 'Podcast', height: 200,
  });
  expect(snippetFrame('<iframe src="javascript:alert(1)"></iframe>')).toBeNull();
  expect(snippetFrame('<iframe src="http://insecure.example/embed"></iframe>')).toBeNull();
  expect(snippetFrame('<p>kein Rahmen</p>')).toBeNull();
});

test('a snippet without an iframe offers its first https link', () => {
  expect(snippetLink('<blockquote><a href="https://www.instagram.com/p/C0/">Auf Instagram</a></blockquote>')).toEqual({
    href: 'https://www.instagram.com/p/C0/', text: 'Auf Instagram',
  });
  expect(snippetLink('<a href="javascript:alert(1)">x</a>')).toBeNull();
});
