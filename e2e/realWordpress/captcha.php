<?php
// Gives one captcha challenge the site drew a known answer: Really Simple CAPTCHA keeps only a
// salted hash of the word in its image, so a journey answers as a shopper who read the image
// would, with the word written here. `php captcha.php /var/www/<instance> <prefix> <word>`.
require $argv[1] . '/wp-load.php';

$captcha = wpcf7_init_captcha();
if ( ! $captcha || ! preg_match( '/^[0-9]+$/', $argv[2] ) ) {
	fwrite( STDERR, "no captcha for prefix {$argv[2]}\n" );
	exit( 1 );
}
$captcha->generate_answer_file( $argv[2], $argv[3] );
// Written by this (root) process: the web server must still read it and remove it once answered.
chmod( $captcha->tmp_dir . $argv[2] . '.txt', 0644 );
