<?php
// What a shop owner changes on a stock WordPress before putting the storefront in front of it
// (docs/deploy.md "WordPress settings"): posts under /blog/, and a `contact` page holding the
// message form. Run with php-cli: `php owner.php /var/www/<instance>`. Safe to run again.
require $argv[1] . '/wp-load.php';

if ( get_option( 'permalink_structure' ) !== '/blog/%postname%/' ) {
	update_option( 'permalink_structure', '/blog/%postname%/' );
	flush_rewrite_rules();
}

// Form 12 is the reference site's message form (name, email, message, privacy acceptance).
$contact = get_page_by_path( 'contact' );
if ( ! $contact ) {
	wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_name'    => 'contact',
			'post_title'   => 'تماس با ما',
			'post_content' => "<p>پیام خود را بنویسید.</p>\n[contact-form-7 id=\"12\"]",
		)
	);
}
echo "owner settings: permalinks ", get_option( 'permalink_structure' ), ", contact page ready\n";
