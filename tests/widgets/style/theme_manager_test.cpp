// The themes' contrast (issue 23 item 7): the run actions' icons and the check boxes stand out
// on the dark theme as on the light one, and the "Flink only" badge's text is readable.
#include <theme_manager.h>

#include <QApplication>
#include <QCheckBox>
#include <QImage>
#include <QPainter>
#include <QStandardPaths>
#include <QTest>

#include <cmath>

using namespace sluice;

namespace {

double luminance(const QColor &c)
{
    auto channel = [](double v) {
        v /= 255.0;
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.red()) + 0.7152 * channel(c.green()) + 0.0722 * channel(c.blue());
}

/// WCAG contrast ratio of two colours.
double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

/// The mean colour of the opaque pixels of an image.
QColor inkOf(const QImage &image)
{
    double r = 0, g = 0, b = 0, n = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (c.alpha() < 200)
                continue;
            r += c.red();
            g += c.green();
            b += c.blue();
            ++n;
        }
    }
    return n > 0 ? QColor(int(r / n), int(g / n), int(b / n)) : QColor();
}

} // namespace

class ThemeManagerTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void runActionIconsStandOutOnBothThemes()
    {
        for (const bool dark : {false, true}) {
            const QColor window = (dark ? ThemeManager::darkPalette() : ThemeManager::lightPalette())
                                      .color(QPalette::Window);
            for (auto which : {ThemeManager::ActionIcon::Run, ThemeManager::ActionIcon::Stop,
                               ThemeManager::ActionIcon::Restart, ThemeManager::ActionIcon::Pause}) {
                const QIcon icon = ThemeManager::actionIcon(which, dark);
                QVERIFY(!icon.isNull());
                const QColor ink = inkOf(icon.pixmap(24, 24).toImage());
                QVERIFY(ink.isValid());
                QVERIFY2(contrast(ink, window) >= 3.0,
                         qPrintable(QStringLiteral("icon %1 on %2: %3:1").arg(int(which)).arg(dark ? "dark" : "light")
                                        .arg(contrast(ink, window))));
            }
        }
    }

    void checkBoxesAndBadgesAreVisibleOnTheDarkTheme()
    {
        ThemeManager theme;
        theme.setTheme(ThemeManager::Theme::Dark);
        const QPalette palette = ThemeManager::darkPalette();
        QVERIFY(contrast(palette.color(QPalette::PlaceholderText), palette.color(QPalette::Window)) >= 4.5);
        QVERIFY(contrast(palette.color(QPalette::Mid), palette.color(QPalette::Window)) >= 1.8);
        // An unchecked box: its frame differs clearly from the window around it.
        QCheckBox box;
        box.setPalette(palette);
        box.resize(box.sizeHint());
        QImage image(box.size(), QImage::Format_ARGB32);
        image.fill(palette.color(QPalette::Window));
        box.render(&image, QPoint(), QRegion(), QWidget::DrawChildren);
        double best = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < std::min(image.width(), 24); ++x)
                best = std::max(best, contrast(image.pixelColor(x, y), palette.color(QPalette::Window)));
        }
        QVERIFY2(best >= 3.0, qPrintable(QStringLiteral("check box frame contrast %1:1").arg(best)));
        theme.setTheme(ThemeManager::Theme::Light);
    }
};

QTEST_MAIN(ThemeManagerTest)
#include "theme_manager_test.moc"
